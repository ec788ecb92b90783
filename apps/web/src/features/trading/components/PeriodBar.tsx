import { TabList } from '../../../shared/ui/TabList';
import { PERIODS, type Period } from '../api/trading.api';

const PERIOD_TABS = PERIODS.map((p) => ({ ...p, testId: `period-${p.value}` }));

/** SPEC §2 period bar: 1M 5M 15M 30M 1H 1D. */
export function PeriodBar({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <TabList
      className="fx-periods"
      tabClass="fx-period"
      value={value}
      tabs={PERIOD_TABS}
      onChange={onChange}
      testId="period-bar"
    />
  );
}
