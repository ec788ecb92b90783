import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Slider from 'antd-mobile/es/components/slider';
import Stepper from 'antd-mobile/es/components/stepper';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import {
  amountInput,
  formatPercent,
  parseAmount,
  formatRate,
  formatUsd,
  toneClass,
} from '../../../shared/ui/figures';
import { useSession } from '../../../shared/session/session.store';
import { copyKeys, fetchBacktest, fetchTrader, followTrader, type FollowParams } from '../api/copy.api';
import { useDebounced } from '../../../shared/lib/useDebounced';
import { Fact } from '../../../shared/ui/Fact';

const EquityChart = lazy(() => import('./EquityChart'));

/**
 * The "follow" sheet (DESIGN §7): amount, multiple and copy stop-loss, with the back-test of
 * the trader's real trades on that capital running live as they change, then a confirm.
 */
export function FollowSheet({ traderId, onDone }: { traderId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name =
    useQuery({ queryKey: copyKeys.trader(traderId), queryFn: () => fetchTrader(traderId) }).data?.user ?? '';
  const queryClient = useQueryClient();
  const isDemo = useSession((s) => s.user?.is_demo === 1);
  const [amount, setAmount] = useState('1000');
  const [multiple, setMultiple] = useState(1);
  const [stopLoss, setStopLoss] = useState(30);
  // The parameters as typed, applied to the back-test 300 ms after the last change.
  const params: FollowParams = useDebounced(
    {
      amount: amount.trim(),
      multiple: multiple.toFixed(1),
      stop_loss_rate: (stopLoss / 100).toFixed(2),
    },
    300,
  );
  const amountOk = parseAmount(params.amount) !== null;
  const test = useQuery({
    queryKey: copyKeys.backtest(traderId, params),
    queryFn: () => fetchBacktest(traderId, params),
    enabled: amountOk,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await followTrader(traderId, params);
      await queryClient.invalidateQueries({ queryKey: copyKeys.all });
      onDone();
    } catch {
      // The client toasted the localized refusal.
    } finally {
      setBusy(false);
    }
  };
  const r = test.data;
  return (
    <div className="fx-copy-sheet" data-testid="follow-sheet">
      <h3>{t('copy.follow_title', { name })}</h3>
      {isDemo ? <p className="fx-copy-note">{t('copy.demo_money')}</p> : null}
      <label className="fx-copy-field">
        <span>{t('copy.amount')}</span>
        <Input
          value={amount}
          onChange={(v) => setAmount(amountInput(v, lang.locale))}
          inputMode="decimal"
          placeholder="1000"
          data-testid="follow-amount"
        />
      </label>
      {!amountOk ? <div className="fx-copy-error">{t('copy.amount_hint')}</div> : null}
      <label className="fx-copy-field">
        <span>{t('copy.multiple')}</span>
        <Stepper
          min={0.1}
          max={10}
          step={0.1}
          digits={1}
          value={multiple}
          onChange={(v) => setMultiple(v)}
          data-testid="follow-multiple"
        />
      </label>
      <label className="fx-copy-field fx-copy-field--slider">
        <span>
          {t('copy.stop_loss')} <strong data-testid="follow-stop-value">{stopLoss}%</strong>
        </span>
        <Slider
          min={5}
          max={95}
          step={5}
          value={stopLoss}
          onChange={(v) => setStopLoss(Array.isArray(v) ? (v[0] ?? 30) : v)}
          data-testid="follow-stop-loss"
        />
      </label>
      <p className="fx-copy-note">
        {t('copy.stop_loss_note', {
          floor: formatUsd(Number(params.amount || 0) * (1 - stopLoss / 100), lang.locale, 'balance'),
        })}
      </p>
      <div
        className="fx-copy-backtest"
        data-testid="follow-backtest"
        data-loading={test.isFetching ? '1' : '0'}
      >
        <h4>{t('copy.backtest_title')}</h4>
        {r ? (
          <>
            <Suspense fallback={<div className="fx-copy-chart" style={{ height: 150 }} />}>
              <EquityChart equity={r.equity} height={150} testId="backtest-chart" />
            </Suspense>
            <dl className="fx-copy-grid fx-copy-grid--small">
              <Fact label={t('copy.bt_profit')} className={toneClass(r.profit)} data-testid="backtest-profit">
                {formatUsd(r.profit, lang.locale)} ({formatPercent(r.profit_rate, lang.locale)})
              </Fact>
              <Fact label={t('copy.labels.max_drawdown')} className="fx-down">
                {formatRate(r.max_drawdown, lang.locale)}
              </Fact>
              <Fact label={t('copy.bt_trades')} data-testid="backtest-trades">
                {r.trades}
              </Fact>
              <Fact label={t('copy.bt_skipped')} data-testid="backtest-skipped">
                {r.skipped}
              </Fact>
            </dl>
            {r.skipped > 0 ? (
              <p className="fx-copy-note">
                {t('copy.bt_skipped_detail', {
                  min: r.skipped_by.below_min_lot,
                  margin: r.skipped_by.insufficient_margin,
                  stop: r.skipped_by.copy_stop_loss,
                })}
              </p>
            ) : null}
            {r.skipped_by.no_equity > 0 ? (
              <p className="fx-copy-note">
                {t('copy.bt_skipped_no_equity', { count: r.skipped_by.no_equity })}
              </p>
            ) : null}
            {r.stopped ? <p className="fx-copy-error">{t('copy.bt_stopped')}</p> : null}
          </>
        ) : (
          <div className="fx-copy-chart" style={{ height: 150 }} />
        )}
        <p className="fx-copy-note">{t('copy.backtest_note')}</p>
      </div>
      <Button
        block
        color="primary"
        loading={busy}
        disabled={!amountOk}
        onClick={() => void confirm()}
        data-testid="follow-confirm"
      >
        {t('copy.confirm_follow')}
      </Button>
    </div>
  );
}
