import { CompanyMode } from '@fxdesk/contract';
import { lazy, Suspense } from 'react';
import { useCompanyStatus } from '../shared/api/queries';
import { BootFallback } from './RouteError';

const MarketSearch = lazy(() =>
  import('../features/market/ProductPage').then((m) => ({ default: m.ProductPage })),
);
const CompanySearch = lazy(() =>
  import('../features/company/CompanySearchPage').then((m) => ({ default: m.CompanySearchPage })),
);

/**
 * SPEC §2 /product: pair search, or company search in company-directory ("main") mode
 * (getCompanyStatus type 2, SPEC §1). Until the mode is known, nothing is guessed.
 */
export function ProductRoute() {
  const status = useCompanyStatus();
  if (status.isPending) return <BootFallback />;
  return (
    <Suspense fallback={<BootFallback />}>
      {status.data?.type === CompanyMode.MAIN ? <CompanySearch /> : <MarketSearch />}
    </Suspense>
  );
}
