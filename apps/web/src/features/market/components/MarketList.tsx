import type { ForexItem } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { MarketRow, MarketSkeleton } from './MarketRow';

interface MarketListProps {
  pairs: readonly ForexItem[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onOpen: (pair: ForexItem) => void;
  wide?: boolean;
  emptyText?: string;
}

/** The market rows with their loading, error and empty states. */
export function MarketList({
  pairs,
  loading,
  error,
  onRetry,
  onOpen,
  wide = false,
  emptyText,
}: MarketListProps) {
  const { t } = useTranslation();
  if (loading && !pairs) return <MarketSkeleton />;
  if (error && !pairs) {
    return (
      <div className="fx-empty-state fx-market-empty" data-testid="market-error">
        <p className="fx-empty-text">{t('market.load_error')}</p>
        <button type="button" className="fx-plain-button fx-plain-button--outline" onClick={onRetry}>
          {t('market.retry')}
        </button>
      </div>
    );
  }
  if (!pairs || pairs.length === 0) {
    return (
      <div className="fx-empty-state fx-market-empty" data-testid="market-empty">
        <p className="fx-empty-text">{emptyText ?? t('market.empty')}</p>
      </div>
    );
  }
  return (
    <div
      className={`fx-market-list fx-inset-card fx-inset-card--list${wide ? ' fx-market-list--wide' : ''}`}
      data-testid="market-list"
    >
      {wide ? (
        <div
          className="fx-row-button fx-market-row fx-market-row--wide fx-market-row--head"
          aria-hidden="true"
        >
          <span>{t('market.pair')}</span>
          <span>{t('market.trend')}</span>
          <span className="fx-market-quote">{t('market.last_price')}</span>
          <span className="fx-market-cell">{t('market.change_24h')}</span>
          <span className="fx-market-cell">{t('market.high')}</span>
          <span className="fx-market-cell">{t('market.low')}</span>
        </div>
      ) : null}
      {pairs.map((pair) => (
        <MarketRow key={pair.Id} pair={pair} onOpen={onOpen} wide={wide} />
      ))}
    </div>
  );
}
