// The auth module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { announceRevocation, type SessionUser } from './sessions.js';
