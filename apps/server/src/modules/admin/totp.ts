/** TOTP moved to the security module (staff and clients share it); admin imports keep working. */
export * from '../security/index.js';
