import { postLogout } from '../api/endpoints';
import { useSession } from './session.store';

/**
 * SPEC §4: logout revokes the token on the server, then clears user and token locally.
 * The local session is cleared even when the call fails: the user asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Offline or already revoked: nothing more to do on the server side.
  } finally {
    useSession.getState().clear();
  }
}
