import type { ForexItem } from '@fxdesk/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { useCurrentPair } from '../../shared/market/current-pair.store';
import { NewsStrip } from '../../shared/news/NewsLinks';
import { useCategories, useRefreshTradeListOnEnter, useTradeList } from '../../shared/market/queries';
import { PATHS } from '../../shared/routes/paths';
import { ConnectionBadge } from '../../shared/socket/ConnectionBadge';
import { AccountShortcut } from '../../shared/ui/AccountShortcut';
import { Brand } from '../../shared/ui/Brand';
import { SearchIcon } from '../../shared/ui/icons';
import { LanguageChip } from '../../shared/ui/LanguageChip';
import { NavButton } from '../../shared/ui/NavButton';
import { PageFrame } from '../../shared/ui/PageFrame';
import { CategoryChips } from './components/CategoryChips';
import { MarketList } from './components/MarketList';
import './market.css';

/**
 * Home (SPEC §2): category chips, search (→ /product), the language picker and the market
 * list with live prices; a row opens the trade screen on that pair.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const list = useTradeList();
  const categories = useCategories();
  const setPair = useCurrentPair((s) => s.setCode);
  const [category, setCategory] = useState<number | null>(null);
  useRefreshTradeListOnEnter();

  const pairs =
    list.data && category !== null ? list.data.filter((p) => p.CategoryId === category) : list.data;
  const open = (pair: ForexItem) => {
    setPair(pair.Code);
    navigate(PATHS.trade);
  };

  const search = (
    <NavButton to={PATHS.product} className="fx-icon-button" label={t('nav.search')} testId="home-search">
      <SearchIcon />
    </NavButton>
  );

  const body = (
    <div className="fx-home">
      <NewsStrip />
      <div className="fx-home-bar">
        <CategoryChips categories={categories.data ?? []} active={category} onChange={setCategory} />
        {desktop ? null : <ConnectionBadge />}
      </div>
      <MarketList
        pairs={pairs}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={open}
        wide={desktop}
      />
    </div>
  );

  if (desktop) {
    return (
      <PageFrame title={t('pages.home')} back={false} right={search} testId="home-page">
        {body}
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={<Brand size={26} />}
      back={false}
      left={<AccountShortcut />}
      right={
        <>
          {search}
          <LanguageChip />
        </>
      }
      testId="home-page"
    >
      {body}
    </PageFrame>
  );
}
