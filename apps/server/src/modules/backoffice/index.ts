// The backoffice module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { PAGE, answer, idParam, likeTerm, staffRoute, tags } from './admin-http.js';
export { actorOf, audit, auditAs, auditBy, type StaffActor } from './audit.js';
export { STAFF_ROLES, allows, type Permission } from './permissions.js';
