import type { ReactNode } from 'react';

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
    <div className="fx-method-tabs" role="tablist">
      {tabs.map((tab) => {
        const active = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'fx-method-tab fx-method-tab--active' : 'fx-method-tab'}
            onClick={() => onChange(tab.value)}
            data-testid={tab.testId}
          >
            <span className="fx-method-tab-icon" aria-hidden="true">
              {tab.icon}
            </span>
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}
