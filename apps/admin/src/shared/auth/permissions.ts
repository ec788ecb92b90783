/**
 * The staff permission matrix, from the contract the server enforces on every route (1502
 * otherwise); the console reads it only to hide what a role cannot use.
 */
export {
  STAFF_ROLES,
  PERMISSIONS,
  allows,
  isStaffRole,
  type StaffRole,
  type Permission,
} from '@fxdesk/contract';
