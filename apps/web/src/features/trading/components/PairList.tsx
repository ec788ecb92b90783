import type { ForexItem } from '@fxdesk/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { PairLogo } from '../../../shared/market/PairLogo';
import { ChangeText, PriceText } from '../../../shared/market/QuoteText';
import { useMarketOpen } from '../../../shared/market/quotes.store';
import { SearchIcon } from '../../../shared/ui/icons';
import '../../../shared/ui/search-box.css';

interface PairListProps {
  pairs: readonly ForexItem[];
  current: string | undefined;
  onPick: (pair: ForexItem) => void;
}

/** A compact, filterable pair list: the mobile pair-switch drawer and the desktop market panel. */
export function PairList({ pairs, current, onPick }: PairListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? pairs.filter(
        (p) =>
          p.Code.toLowerCase().includes(needle) ||
          p.ShowCode.toLowerCase().includes(needle) ||
          p.NameShowTrans.toLowerCase().includes(needle),
      )
    : pairs;

  return (
    <div className="fx-pairs" data-testid="pair-list">
      <label className="fx-pairs-search">
        <SearchIcon />
        <input
          className="fx-search-input"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('market.search_placeholder')}
          aria-label={t('market.search_placeholder')}
          data-testid="pair-filter"
        />
      </label>
      <div className="fx-pairs-head" aria-hidden="true">
        <span>{t('market.pair')}</span>
        <span>{t('market.last_price')}</span>
        <span>{t('market.change_24h')}</span>
      </div>
      <div className="fx-pairs-rows">
        {shown.map((pair) => (
          <button
            key={pair.Id}
            type="button"
            className={pair.Code === current ? 'fx-pair-item fx-pair-item--active' : 'fx-pair-item'}
            onClick={() => onPick(pair)}
            aria-current={pair.Code === current ? 'true' : undefined}
            data-testid={`pair-item-${pair.Code}`}
          >
            <span className="fx-pair-item-name">
              <PairLogo logo={pair.Logo} size={24} />
              <span dir="ltr">{pair.ShowCode}</span>
            </span>
            <PriceText
              code={pair.Code}
              precision={pair.PricePrecision}
              fallback={pair.ForexQuotations.Close}
              className="fx-pair-item-price"
            />
            <PairChange pair={pair} closedLabel={t('market.closed')} />
          </button>
        ))}
        {shown.length === 0 ? <p className="fx-pairs-empty">{t('market.no_match')}</p> : null}
      </div>
    </div>
  );
}

/** The change, or the closed label while the market is closed (live MarketStatus). */
function PairChange({ pair, closedLabel }: { pair: ForexItem; closedLabel: string }) {
  if (!useMarketOpen(pair)) return <span className="fx-pair-item-closed">{closedLabel}</span>;
  return <ChangeText code={pair.Code} fallback={pair.ForexQuotations.Change} />;
}
