// The error catalogue's class lives in src/errors.ts, where services may import it (services
// never import http/); the http layer and route files keep importing it from here.
export { AppError, invalidParams, notLoggedIn } from '../errors.js';
