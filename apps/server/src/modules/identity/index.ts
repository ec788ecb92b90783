// The identity module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { assertMayWithdraw } from './kyc.service.js';
export { claimUploads, findUpload, recordUpload, staffMaySee } from './uploads.repository.js';
