export * from './route-types.js';
export * from './client-routes.js';
export * from './back-office-routes.js';
