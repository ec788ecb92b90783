import { OrderSide, FollowStatus } from '@fxdesk/contract';
import type { MyFollow } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { formatInstant } from '../../../shared/ui/format';
import { formatUsd, toneClass } from '../../../shared/ui/figures';
import { useSession } from '../../../shared/session/session.store';
import { cancelFollow, copyKeys, fetchActivity, fetchMyFollows, pauseFollow } from '../api/copy.api';
import { dialog } from '../../../shared/ui/dialog/dialog';
import { Tag } from '../../../shared/ui/Tag';
import { Fact } from '../../../shared/ui/Fact';

function Activity({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery({
    queryKey: copyKeys.activity(id),
    queryFn: () => fetchActivity(id),
    staleTime: 5_000,
  });
  const rows = list.data?.data ?? [];
  return (
    <div className="fx-copy-activity" data-testid={`follow-activity-${id}`}>
      {rows.length === 0 ? <div className="fx-copy-muted">{t('copy.no_activity')}</div> : null}
      {rows.map((a) => (
        <div key={a.id} className="fx-copy-activity-row">
          <span>
            {a.code} {a.side === OrderSide.BUY ? t('copy.buy') : t('copy.sell')}
          </span>
          {a.outcome === 'opened' ? (
            <span className="fx-up">{t('copy.copied_lots', { lots: a.lots ?? 0 })}</span>
          ) : (
            <span className="fx-down">{t(`copy.skip.${a.reason ?? 'failed'}` as 'copy.skip.failed')}</span>
          )}
          <span className="fx-copy-muted">{formatInstant(a.created_at, lang.locale)}</span>
        </div>
      ))}
    </div>
  );
}

function FollowCard({ follow, onChanged }: { follow: MyFollow; onChanged: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = useLang();
  const live = follow.status !== FollowStatus.STOPPED;
  const stop = async () => {
    const choice = await new Promise<'close' | 'keep' | null>((resolve) => {
      dialog.show({
        title: t('copy.stop_title'),
        content: t('copy.stop_body', { count: follow.open_copies }),
        closeOnAction: true,
        onClose: () => resolve(null),
        actions: [
          [
            { key: 'keep', text: t('copy.stop_keep'), onClick: () => resolve('keep') },
            {
              key: 'close',
              text: t('copy.stop_close'),
              bold: true,
              danger: true,
              onClick: () => resolve('close'),
            },
          ],
          [{ key: 'cancel', text: t('copy.cancel'), onClick: () => resolve(null) }],
        ],
      });
    });
    if (!choice) return;
    try {
      await cancelFollow(follow.id, choice === 'close');
    } finally {
      onChanged();
    }
  };
  const pause = async () => {
    try {
      await pauseFollow(follow.id, follow.status === FollowStatus.ACTIVE);
    } finally {
      onChanged();
    }
  };
  return (
    <div className="fx-copy-follow" data-testid={`follow-${follow.id}`}>
      <div className="fx-copy-follow-head">
        <strong>{follow.trader}</strong>
        {follow.is_demo_trader ? (
          <Tag color="warning" fill="outline">
            {t('copy.demo')}
          </Tag>
        ) : null}
        <Tag
          color={
            follow.status === FollowStatus.ACTIVE
              ? 'success'
              : follow.status === FollowStatus.PAUSED
                ? 'warning'
                : 'default'
          }
          data-testid={`follow-status-${follow.id}`}
        >
          {t(`copy.status.${follow.status}` as 'copy.status.0')}
        </Tag>
      </div>
      {follow.status === FollowStatus.STOPPED && follow.stop_reason ? (
        <div className="fx-copy-muted">
          {t(`copy.stop_reason.${follow.stop_reason}` as 'copy.stop_reason.cancelled')}
        </div>
      ) : null}
      <dl className="fx-copy-grid fx-copy-grid--small">
        <Fact label={t('copy.allocation')}>{formatUsd(follow.amount, lang.locale)}</Fact>
        <Fact label={t('copy.pnl')} className={toneClass(follow.pnl)} data-testid={`follow-pnl-${follow.id}`}>
          {formatUsd(follow.pnl, lang.locale)}
        </Fact>
        <Fact label={t('copy.open_copies')} data-testid={`follow-open-${follow.id}`}>
          {follow.open_copies}
        </Fact>
        <Fact label={t('copy.multiple')}>×{follow.multiple}</Fact>
        <Fact label={t('copy.stop_loss')}>{Math.round(follow.stop_loss_rate * 100)}%</Fact>
        <Fact label={t('copy.bt_skipped')}>{follow.skipped}</Fact>
      </dl>
      <div className="fx-copy-actions">
        <Button
          size="mini"
          fill="outline"
          onClick={() => setOpen(!open)}
          data-testid={`follow-activity-toggle-${follow.id}`}
        >
          {t('copy.activity')}
        </Button>
        {live ? (
          <>
            <Button
              size="mini"
              fill="outline"
              onClick={() => void pause()}
              data-testid={`follow-pause-${follow.id}`}
            >
              {follow.status === FollowStatus.ACTIVE ? t('copy.pause') : t('copy.resume')}
            </Button>
            <Button
              size="mini"
              color="danger"
              fill="outline"
              onClick={() => void stop()}
              data-testid={`follow-stop-${follow.id}`}
            >
              {t('copy.stop')}
            </Button>
          </>
        ) : null}
      </div>
      {open ? <Activity id={follow.id} /> : null}
    </div>
  );
}

/** The copy-trading tab: my follows with allocation, P&L, open copies, pause and stop. */
export function MyFollows({
  active,
  onLogin,
  onBrowse,
}: {
  active: boolean;
  onLogin: () => void;
  onBrowse: () => void;
}) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: copyKeys.my(token),
    queryFn: () => fetchMyFollows(1),
    enabled: active && token !== null,
    // P&L of open copies moves with the market.
    refetchInterval: active ? 5_000 : false,
  });
  if (token === null)
    return (
      <div className="fx-copy-empty" data-testid="follows-login">
        <p>{t('copy.login_to_follow')}</p>
        <Button color="primary" onClick={onLogin}>
          {t('copy.login')}
        </Button>
      </div>
    );
  const rows = list.data?.data ?? [];
  const changed = () => void queryClient.invalidateQueries({ queryKey: copyKeys.all });
  return (
    <div className="fx-copy-list" data-testid="my-follows">
      {list.isPending ? <Skeleton.Paragraph lineCount={5} animated /> : null}
      {!list.isPending && rows.length === 0 ? (
        <div className="fx-copy-empty" data-testid="follows-empty">
          <p>{t('copy.no_follows')}</p>
          <Button color="primary" fill="outline" onClick={onBrowse}>
            {t('copy.browse')}
          </Button>
        </div>
      ) : null}
      {rows.map((f) => (
        <FollowCard key={f.id} follow={f} onChanged={changed} />
      ))}
    </div>
  );
}
