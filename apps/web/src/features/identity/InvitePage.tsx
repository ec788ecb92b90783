import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { usePagedList } from '../../shared/api/paged-list';
import { useTranslation } from '../../shared/i18n';
import { useIsDesktop } from '../../shared/device/device';
import { useSession, useUser } from '../../shared/session/session.store';
import { copyText } from '../../shared/ui/clipboard';
import { formatServerTime } from '../../shared/ui/format';
import { CopyIcon } from '../../shared/ui/icons';
import { MorePages } from '../../shared/ui/MorePages';
import { RefreshButton } from '../../shared/ui/RefreshButton';
import { QrCode } from '../../shared/ui/QrCode';
import { userCentrePage } from '../../shared/ui/RealAccountOnly';
import { toast } from '../../shared/ui/toast';
import { fetchInvitees, identityKeys, INVITE_PAGE_SIZE } from './api/identity.api';
import './identity.css';

/** SPEC §9: the invite link is {origin}/#/register?invite_code={code}. */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/#/register?invite_code=${encodeURIComponent(code)}`;

/** SPEC §2 invite (/mine/invite): my code, the link with copy and QR code, the accounts I brought. */
export const InvitePage = userCentrePage('pages.invite', { wide: true, testId: 'invite-page' }, InviteScreen);

/** One thing to share, my code or my link: its label, the value, and a copy button. */
function CopyRow(props: { kind: 'code' | 'link'; label: string; value: string; onCopy: () => void }) {
  const { t } = useTranslation();
  const { kind } = props;
  // The code is emphasised; the link is long and wraps (its row lays out differently).
  const Value = kind === 'code' ? 'strong' : 'span';
  return (
    <div className={kind === 'link' ? 'fx-invite-row fx-invite-row--link' : 'fx-invite-row'}>
      <span className="fx-invite-label">{props.label}</span>
      <Value className={`fx-invite-${kind}`} data-testid={`invite-${kind}`}>
        {props.value}
      </Value>
      <button
        type="button"
        className="fx-invite-copy"
        onClick={props.onCopy}
        data-testid={`invite-copy-${kind}`}
      >
        <CopyIcon /> {t('identity.copy')}
      </button>
    </div>
  );
}

function InviteScreen() {
  const { t } = useTranslation();
  const user = useUser();
  const code = user?.invite_code ?? '';
  const link = inviteLink(window.location.origin, code);
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(t('identity.copied'));
    else toast.error(t('identity.copy_failed'));
  };

  return (
    <div className="fx-invite">
      <section className="fx-invite-card">
        <h2 className="fx-invite-heading">{t('identity.invite_heading')}</h2>
        <p className="fx-kyc-muted">{t('identity.invite_text')}</p>
        <CopyRow kind="code" label={t('identity.my_code')} value={code} onCopy={() => void copy(code)} />
        <CopyRow kind="link" label={t('identity.my_link')} value={link} onCopy={() => void copy(link)} />
        <div className="fx-invite-qr" data-testid="invite-qr">
          <QrCode text={link} label={t('identity.qr_label')} />
          <span className="fx-kyc-muted">{t('identity.qr_hint')}</span>
        </div>
      </section>
      <InviteeList />
    </div>
  );
}

function InviteeList() {
  const { t, i18n } = useTranslation();
  const desktop = useIsDesktop();
  const token = useSession((s) => s.token);
  // staleTime 0: react-query's default, which this list has always used.
  const { query, rows, refresh } = usePagedList(identityKeys.invitees(token), fetchInvitees, {
    pageSize: INVITE_PAGE_SIZE,
    staleTime: 0,
    enabled: !!token,
  });
  const total = query.data?.pages[0]?.total ?? 0;

  const body = (
    <div className="fx-invitees" data-testid="invitees">
      {query.isPending ? <Skeleton.Paragraph lineCount={4} animated /> : null}
      {query.isSuccess && rows.length === 0 ? (
        <p className="fx-invitees-empty" data-testid="invitees-empty">
          {t('identity.invitees_empty')}
        </p>
      ) : null}
      {rows.map((r) => (
        <article key={r.uid} className="fx-invitee" data-testid={`invitee-${r.uid}`}>
          <div>
            <div className="fx-invitee-account">{r.account}</div>
            <div className="fx-kyc-muted">
              UID {r.uid} · {formatServerTime(r.created_at, i18n.language)}
            </div>
          </div>
          <span className={`fx-invitee-badge${r.is_real_verified ? ' fx-invitee-badge--ok' : ''}`}>
            {t(r.is_real_verified ? 'identity.verified' : 'identity.not_verified')}
          </span>
        </article>
      ))}
      <MorePages query={query} />
    </div>
  );

  return (
    <section className="fx-invite-card">
      <header className="fx-invitees-head">
        <h2 className="fx-invite-heading">
          {t('identity.invitees_title')} <span data-testid="invitees-total">({total})</span>
        </h2>
        {desktop ? (
          <RefreshButton onRefresh={refresh} label={t('identity.refresh')} className="fx-invite-copy" />
        ) : null}
      </header>
      {desktop ? body : <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>}
    </section>
  );
}
