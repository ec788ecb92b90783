import { OrderSide } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { formatInstant } from '../../../shared/ui/format';
import { formatPercent, formatRate, formatUsd, toneClass } from '../../../shared/ui/figures';
import { copyKeys, fetchTrader } from '../api/copy.api';
import { TraderAvatar, TraderTags } from './RankList';
import { Fact } from '../../../shared/ui/Fact';

const EquityChart = lazy(() => import('./EquityChart'));

/** A trader's page (DESIGN §7 follow/detail): figures, equity and drawdown, months, trades, followers. */
export function TraderView({ id, onFollow }: { id: number; onFollow: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useQuery({
    queryKey: copyKeys.trader(id),
    queryFn: () => fetchTrader(id),
    staleTime: 30_000,
  });
  const d = detail.data;
  if (!d)
    return (
      <div className="fx-copy-trader" data-testid="trader-loading">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  const figures: [string, string, string?][] = [
    [
      t('copy.labels.three_week_rate'),
      formatPercent(d.three_week_rate, lang.locale),
      toneClass(d.three_week_rate),
    ],
    [t('copy.labels.win_rate'), formatRate(d.three_week_win, lang.locale)],
    [t('copy.labels.income'), formatUsd(d.three_week_profit, lang.locale), toneClass(d.three_week_profit)],
    [t('copy.labels.total_rate'), formatPercent(d.total_rate, lang.locale), toneClass(d.total_rate)],
    [t('copy.labels.max_drawdown'), formatRate(d.max_drawdown, lang.locale), 'fx-down'],
    [t('copy.labels.total_orders'), String(d.total_trade_num)],
    [t('copy.labels.total_followers'), String(d.total_followers)],
    [t('copy.labels.multiple'), d.multiple ? `1:${d.multiple}` : '—'],
    [t('copy.labels.variety'), d.code || '—'],
  ];
  return (
    <div className="fx-copy-trader" data-testid="trader-page">
      <div className="fx-copy-trader-head">
        <TraderAvatar name={d.user} />
        <div>
          <h2 data-testid="trader-name">{d.user}</h2>
          <div className="fx-copy-tags">
            <TraderTags trader={d} />
          </div>
        </div>
        <Button
          color="primary"
          size="small"
          disabled={d.is_followed}
          onClick={onFollow}
          data-testid="trader-follow"
        >
          {d.is_followed ? t('copy.following') : t('copy.follow')}
        </Button>
      </div>
      {d.bio ? <p className="fx-copy-bio">{d.bio}</p> : null}
      <dl className="fx-copy-grid">
        {figures.map(([label, value, cls]) => (
          <Fact key={label} label={label} className={cls}>
            {value}
          </Fact>
        ))}
      </dl>
      <h3>{t('copy.equity_curve')}</h3>
      <Suspense fallback={<div className="fx-copy-chart" />}>
        <EquityChart equity={d.equity} drawdown={d.drawdown} testId="trader-chart" />
      </Suspense>
      <p className="fx-copy-note">{t('copy.curve_note')}</p>
      <h3>{t('copy.monthly')}</h3>
      <div className="fx-copy-months" data-testid="trader-months">
        {d.monthly.map((m) => (
          <div key={m.month} className={toneClass(m.rate)}>
            <span>{m.month}</span>
            <strong>{formatPercent(m.rate, lang.locale)}</strong>
          </div>
        ))}
      </div>
      <h3>{t('copy.recent_trades')}</h3>
      <div className="fx-copy-trades" data-testid="trader-trades">
        {d.trades.length === 0 ? <div className="fx-copy-empty">{t('copy.no_trades')}</div> : null}
        {d.trades.map((tr) => (
          <div key={tr.id} className="fx-copy-trade">
            <span>
              <strong>{tr.code}</strong>{' '}
              <span className={tr.side === OrderSide.BUY ? 'fx-up' : 'fx-down'}>
                {tr.side === OrderSide.BUY ? t('copy.buy') : t('copy.sell')} {tr.lots}
              </span>
            </span>
            <span className="fx-copy-muted">
              {tr.open_price} → {tr.close_price}
            </span>
            <span className={toneClass(tr.profit)}>{formatUsd(tr.profit, lang.locale)}</span>
            <span className="fx-copy-muted">{formatInstant(tr.closed_at, lang.locale)}</span>
          </div>
        ))}
      </div>
      <h3>{t('copy.followers')}</h3>
      <div className="fx-copy-followers">
        {d.followers.length === 0 ? <div className="fx-copy-empty">{t('copy.no_followers')}</div> : null}
        {d.followers.map((f) => (
          <span key={`${f.user}-${f.since}`} className="fx-copy-follower">
            {f.user} · {new Date(f.since).toLocaleDateString()}
          </span>
        ))}
      </div>
    </div>
  );
}
