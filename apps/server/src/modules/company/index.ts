export { companyRoutes } from './company.routes.js';
export { adminCompanyRoutes } from './admin-company.routes.js';
