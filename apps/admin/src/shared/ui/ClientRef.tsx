import { Link } from 'react-router';
import { useCan } from '../auth/useCan';

/** A client's uid and e-mail; a link to the client's page for roles that may open it. */
export function ClientRef({ userId, uid, email }: { userId: number; uid: string; email?: string | null }) {
  const canOpen = useCan('clients.read');
  const label = <span className="mono">{uid}</span>;
  return (
    <div className="client-ref">
      {canOpen ? (
        <Link to={`/clients/${userId}`} onClick={(e) => e.stopPropagation()}>
          {label}
        </Link>
      ) : (
        label
      )}
      {email && (
        <div className="muted small ellipsis" title={email}>
          {email}
        </div>
      )}
    </div>
  );
}
