import type { Company } from '@fxdesk/contract';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import { hostOf } from '../links';
import { CompanyLogo } from './CompanyLogo';
import { SkeletonRows } from '../../../shared/ui/SkeletonRows';

/** One search result: logo, name, what it does and its website's host. */
export function CompanyRow({ company, onOpen }: { company: Company; onOpen: (company: Company) => void }) {
  const host = hostOf(company.url);
  return (
    <button
      type="button"
      className="fx-company-row"
      onClick={() => onOpen(company)}
      data-testid={`company-row-${company.id}`}
    >
      <CompanyLogo name={company.name} logo={company.logo} />
      <span className="fx-company-row-text">
        <span className="fx-company-row-name">{company.name}</span>
        {company.subject ? <span className="fx-company-row-sub">{company.subject}</span> : null}
        {host ? <span className="fx-company-row-host">{host}</span> : null}
      </span>
      <ChevronRightIcon className="fx-company-row-chevron" />
    </button>
  );
}

export function CompanyRowSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <SkeletonRows
      count={rows}
      rowClassName="fx-company-row fx-company-row--skeleton"
      testId="company-loading"
    >
      <span className="fx-skel fx-company-logo" />
      <span className="fx-company-row-text">
        <span className="fx-skel fx-skel--line" />
        <span className="fx-skel fx-skel--short" />
      </span>
    </SkeletonRows>
  );
}
