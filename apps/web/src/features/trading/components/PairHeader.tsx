import type { ForexItem } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { ChangeText, PriceText } from '../../../shared/market/QuoteText';
import { useMarketOpen } from '../../../shared/market/quotes.store';
import { ChevronDownIcon } from '../../../shared/ui/icons';

interface PairHeaderProps {
  pair: ForexItem;
  /** Opens the pair-switch drawer (mobile); absent on desktop where the list is beside. */
  onSwitch?: () => void;
}

/** SPEC §2: the pair, its latest price and change; high, low and open beside (SPEC §3 labels). */
export function PairHeader({ pair, onSwitch }: PairHeaderProps) {
  const { t } = useTranslation();
  const q = pair.ForexQuotations;
  const open = useMarketOpen(pair);
  const stat = (label: string, field: 'high' | 'low' | 'open', fallback: number) => (
    <div className="fx-quote-stat">
      <span className="fx-quote-stat-label">{label}</span>
      <PriceText
        code={pair.Code}
        precision={pair.PricePrecision}
        field={field}
        fallback={fallback}
        flash={false}
      />
    </div>
  );

  return (
    <section className="fx-pair-header" data-testid="pair-header">
      <div className="fx-pair-header-main">
        {onSwitch ? (
          <button
            type="button"
            className="fx-pair-switch"
            onClick={onSwitch}
            // The name starts with the pair the button shows (WCAG 2.5.3, label in name).
            aria-label={`${pair.ShowCode}, ${t('market.switch_pair')}`}
            data-testid="pair-switch"
          >
            <span dir="ltr">{pair.ShowCode}</span>
            <ChevronDownIcon />
          </button>
        ) : (
          <h2 className="fx-pair-title" dir="ltr" data-testid="pair-title">
            {pair.ShowCode}
          </h2>
        )}
        <span className="fx-pair-subtitle">{pair.NameShowTrans}</span>
        <div className="fx-pair-price-row">
          <PriceText
            code={pair.Code}
            precision={pair.PricePrecision}
            fallback={q.Close}
            className="fx-pair-price"
            testId="trade-price"
          />
          {open ? (
            <ChangeText code={pair.Code} fallback={q.Change} testId="trade-change" />
          ) : (
            <span className="fx-change fx-change--badge fx-change--closed" data-testid="trade-closed">
              {t('market.closed')}
            </span>
          )}
        </div>
      </div>
      <div className="fx-quote-stats">
        {stat(t('market.high'), 'high', q.High)}
        {stat(t('market.low'), 'low', q.Low)}
        {stat(t('market.open'), 'open', q.Open)}
      </div>
    </section>
  );
}
