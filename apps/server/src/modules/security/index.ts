// The security module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { hashPassword, verifyPassword } from './passwords.js';
export type { RateLimiter } from './rate-limiter.js';
export { newInviteCode, newNumericCode, newToken, newUid, sha256 } from './secrets.js';
