import type { ReactNode } from 'react';
import { TabList } from '../../../shared/ui/TabList';

export interface MethodTab<T extends string> {
  value: T;
  label: string;
  icon: ReactNode;
  testId: string;
}

/** The deposit or withdrawal method switch: coin, bank wire, bank card (or coin, bank). */
export function MethodTabs<T extends string>({
  value,
  tabs,
  onChange,
}: {
  value: T;
  tabs: readonly MethodTab<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <TabList
      className="fx-method-tabs"
      tabClass="fx-method-tab"
      value={value}
      tabs={tabs.map((tab) => ({
        value: tab.value,
        label: (
          <>
            <span className="fx-method-tab-icon" aria-hidden="true">
              {tab.icon}
            </span>
            <span>{tab.label}</span>
          </>
        ),
        testId: tab.testId,
      }))}
      onChange={onChange}
    />
  );
}
