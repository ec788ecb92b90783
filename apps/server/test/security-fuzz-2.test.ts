import { describeFuzz } from './security-fuzz.js';

// Shard 2 of 2 of the OpenAPI fuzz (security-fuzz.ts): two files, so two workers share the load.
describeFuzz(1, 2);
