// The security module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { hashPassword, verifyPassword } from './passwords.js';
export type { RateLimiter } from './rate-limiter.js';
export { newInviteCode, newNumericCode, newToken, newUid, sha256 } from './secrets.js';
export {
  RECOVERY_CODE_COUNT,
  TOTP_FAILS_PER_ACCOUNT_IP,
  TOTP_FAILS_PER_IP,
  TOTP_WINDOW_SECONDS,
  TwoFactor,
  WITHDRAW_HOLD_MS,
} from './two-factor.js';
export { formatTime, notifyClient, rememberLang, type SecurityNotice } from './security-mail.js';
export { newTotpSecret, otpauthUrl, timeStep, totpAt, verifyTotp } from './totp.js';
