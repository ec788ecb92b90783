/** The staff roles and permission matrix live in the contract, shared with the console. */
export { STAFF_ROLES, PERMISSIONS, allows, type StaffRole, type Permission } from '@fxdesk/contract';
