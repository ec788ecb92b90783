/**
 * Who a resolved session token belongs to. Named apart from `modules/auth` because the http
 * guard and the socket gateway carry it too, and auth itself answers through http and the bus:
 * the type lives below all three so none of them imports another back.
 */
export interface SessionUser {
  id: number;
  sessionId: number;
  isDemo: boolean;
}
