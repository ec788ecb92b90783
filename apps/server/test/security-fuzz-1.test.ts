import { describeFuzz } from './security-fuzz.js';

// Shard 1 of 2 of the OpenAPI fuzz (security-fuzz.ts): two files, so two workers share the load.
describeFuzz(0, 2);
