import { apiPath } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { formatDateTime } from '../../shared/ui/format';
import { Card } from '../../shared/ui/Page';
import { usePrivateImage } from '../../shared/ui/usePrivateImage';

const TONES = { 1: 'warning', 2: 'success', 3: 'danger' } as const;

function Thumb({ src, label }: { src: string; label: string }) {
  const image = usePrivateImage(src);
  return image.state === 'ready' ? (
    <a href={image.url} target="_blank" rel="noreferrer noopener" className="kyc-thumb">
      <img src={image.url} alt={label} />
    </a>
  ) : (
    <span className="kyc-thumb muted small">{image.state === 'missing' ? '—' : '…'}</span>
  );
}

/** The client's real-name history (kyc.read) and who invited whom (clients.read). */
export function ClientIdentity({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const canKyc = useCan('kyc.read');
  const kyc = useQuery({
    queryKey: ['clients', userId, 'kyc'],
    queryFn: () => api.get(apiPath('/admin/api/clients/:id/kyc', { id: userId })),
    enabled: canKyc,
  });
  const refs = useQuery({
    queryKey: ['clients', userId, 'referrals'],
    queryFn: () => api.get(apiPath('/admin/api/clients/:id/referrals', { id: userId }), { page: 1 }),
  });
  return (
    <div className="grid-2">
      {canKyc && (
        <Card title={t('identity.kyc_history')} testId="client-kyc">
          {kyc.data && kyc.data.length === 0 && <p className="muted">{t('identity.kyc_none')}</p>}
          <ul className="plain-list">
            {kyc.data?.map((k) => (
              <li key={k.id} className="kyc-history-item" data-testid={`client-kyc-${k.id}`}>
                <div className="kyc-history-photos">
                  <Thumb src={k.frontPic} label={t('identity.front')} />
                  <Thumb src={k.reversePic} label={t('identity.back')} />
                </div>
                <div>
                  <Badge tone={TONES[k.status]}>{t(`identity.status_${k.status}`)}</Badge>{' '}
                  <strong>{k.name}</strong> <span className="mono small">{k.cardId}</span>
                  <div className="small muted">
                    {formatDateTime(k.createdAt)}
                    {k.reviewedBy && ` · ${k.reviewedBy} ${formatDateTime(k.reviewedAt)}`}
                  </div>
                  {k.remark && <div className="small">{k.remark}</div>}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title={t('identity.referrals_card', { count: refs.data?.total ?? 0 })} testId="client-referrals">
        <p className="small">
          {t('identity.invited_by')}{' '}
          {refs.data?.inviter ? (
            <Link to={`/clients/${refs.data.inviter.id}`} data-testid="client-inviter">
              {refs.data.inviter.email ?? refs.data.inviter.mobile ?? refs.data.inviter.uid}
            </Link>
          ) : (
            '—'
          )}
        </p>
        <ul className="plain-list">
          {refs.data?.referrals.map((r) => (
            <li key={r.id} className="small" data-testid={`client-referral-${r.id}`}>
              <Link to={`/clients/${r.id}`}>{r.email ?? r.mobile ?? r.uid}</Link>{' '}
              <span className="muted">{formatDateTime(r.createdAt)}</span>{' '}
              {r.verified === 1 && <Badge tone="success">{t('identity.status_2')}</Badge>}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
