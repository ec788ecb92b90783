// The company module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { companyRoutes } from './company.routes.js';
export { adminCompanyRoutes } from './admin-company.routes.js';
export { companyIdCookie, signupCompany } from './signup-company.js';
export { CompanyDirectory, type CompanyDirectoryDeps } from './company.service.js';
