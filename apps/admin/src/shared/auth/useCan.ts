import { useSession } from '../session/session';
import { allows, type Permission } from './permissions';

/** Whether the signed-in role holds a permission (to show or hide an action). */
export function useCan(permission: Permission): boolean {
  return allows(useSession()?.role, permission);
}
