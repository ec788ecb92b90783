/**
 * Which sessions a revocation ended (logout, password change, disabled client, revoke-sessions).
 * It lives with the socket gateway, which logs those sockets out, so the gateway needs nothing
 * from the auth module at run time; the session store re-exports it.
 */
export interface RevocationEvent {
  userId: number;
  sessionId?: number;
  exceptSessionId?: number;
}

/** Whether a revocation ended the given session. */
export const revocationCovers = (event: RevocationEvent, user: { id: number; sessionId?: number }) =>
  event.userId === user.id &&
  (event.sessionId === undefined || event.sessionId === user.sessionId) &&
  (event.exceptSessionId === undefined || event.exceptSessionId !== user.sessionId);
