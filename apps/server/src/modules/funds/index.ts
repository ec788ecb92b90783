// The funds module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { receiveStaffImage, sendUpload, UPLOAD_FILE } from './uploads.js';
export type { UploadDeps } from './uploads.js';
