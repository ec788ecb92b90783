// The notify module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export type { MessageTransport } from './transport.js';
