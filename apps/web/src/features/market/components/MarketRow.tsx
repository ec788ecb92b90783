import type { ForexItem } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { PairLogo } from '../../../shared/market/PairLogo';
import { ChangeText, PriceText, useChangeTone } from '../../../shared/market/QuoteText';
import { useMarketOpen } from '../../../shared/market/quotes.store';
import { MiniChart } from './MiniChart';

interface MarketRowProps {
  pair: ForexItem;
  onOpen: (pair: ForexItem) => void;
  /** Desktop rows carry more columns (high, low). */
  wide?: boolean;
}

/** One market: logo, code and name, mini chart, live price and change, or a closed label. */
export function MarketRow({ pair, onOpen, wide = false }: MarketRowProps) {
  const { t } = useTranslation();
  const open = useMarketOpen(pair);
  const q = pair.ForexQuotations;
  const tone = useChangeTone(pair.Code, q.Change);
  return (
    <button
      type="button"
      className={wide ? 'fx-row-button fx-market-row fx-market-row--wide' : 'fx-row-button fx-market-row'}
      onClick={() => onOpen(pair)}
      data-testid={`market-row-${pair.Code}`}
    >
      <span className="fx-market-pair">
        <PairLogo logo={pair.Logo} />
        <span className="fx-market-names">
          <span className="fx-market-code" dir="ltr">
            {pair.ShowCode}
          </span>
          <span className="fx-clamp fx-market-name">{pair.NameShowTrans}</span>
        </span>
      </span>
      <MiniChart forexId={pair.Id} code={pair.Code} tone={tone} />
      <span className="fx-market-quote">
        <PriceText
          code={pair.Code}
          precision={pair.PricePrecision}
          fallback={q.Close}
          className="fx-market-price"
          testId={`market-price-${pair.Code}`}
          tone={tone}
        />
        {wide ? null : <MarketChange pair={pair} open={open} label={t('market.closed')} />}
      </span>
      {wide ? (
        <>
          <span className="fx-market-cell">
            <MarketChange pair={pair} open={open} label={t('market.closed')} />
          </span>
          {/* The day's range: secondary figures, updated in place without a flash. */}
          {(['high', 'low'] as const).map((field) => (
            <span key={field} className="fx-market-cell">
              <PriceText
                code={pair.Code}
                precision={pair.PricePrecision}
                field={field}
                fallback={field === 'high' ? q.High : q.Low}
                flash={false}
              />
            </span>
          ))}
        </>
      ) : null}
    </button>
  );
}

function MarketChange({ pair, open, label }: { pair: ForexItem; open: boolean; label: string }) {
  if (!open) {
    return (
      <span
        className="fx-change fx-change--badge fx-change--closed"
        data-testid={`market-closed-${pair.Code}`}
      >
        {label}
      </span>
    );
  }
  return (
    <ChangeText
      code={pair.Code}
      fallback={pair.ForexQuotations.Change}
      variant="badge"
      testId={`market-change-${pair.Code}`}
    />
  );
}

/** SPEC §2: ten placeholders while the list loads. */
export function MarketSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div className="fx-market-skeletons" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="fx-row-button fx-market-row fx-market-row--skeleton"
          data-testid="market-skeleton"
        >
          <span className="fx-skel fx-skel--logo" />
          <span className="fx-skel-lines">
            <span className="fx-skel fx-skel--line" />
            <span className="fx-skel fx-skel--short" />
          </span>
          <span className="fx-skel fx-skel--chart" />
          <span className="fx-skel fx-skel--price" />
        </div>
      ))}
    </div>
  );
}
