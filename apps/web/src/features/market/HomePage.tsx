import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { PATHS } from '../../shared/routes/paths';
import { AccountShortcut } from '../../shared/ui/AccountShortcut';
import { Brand } from '../../shared/ui/Brand';
import { SearchIcon } from '../../shared/ui/icons';
import { LanguageChip } from '../../shared/ui/LanguageChip';
import { NotAvailable } from '../../shared/ui/NotAvailable';
import { PageFrame } from '../../shared/ui/PageFrame';

/**
 * Home (SPEC §2): the market list arrives with the market-data release. The frame is final:
 * brand, search (→ /product) and the language picker (→ /language).
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();

  const search = (
    <button
      type="button"
      className="fx-icon-button"
      onClick={() => navigate(PATHS.product)}
      aria-label={t('nav.search')}
      data-testid="home-search"
    >
      <SearchIcon />
    </button>
  );

  if (desktop) {
    return (
      <PageFrame title={t('pages.home')} back={false} right={search} testId="home-page">
        <NotAvailable showHomeLink={false} />
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
      <NotAvailable showHomeLink={false} />
    </PageFrame>
  );
}
