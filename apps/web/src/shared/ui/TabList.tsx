import type { ReactNode } from 'react';

export interface TabItem<T extends string | number> {
  value: T;
  label: ReactNode;
  testId: string;
}

/**
 * A row of tabs (WAI-ARIA tablist: a button a tab, `aria-selected` on the chosen one), as the
 * chart's periods, the order lists, copy trading's pages and sorts and the funds methods draw it;
 * each button has `tabClass`, and the chosen one `${tabClass}--active` as well.
 */
export function TabList<T extends string | number>(props: {
  className: string;
  tabClass: string;
  value: T;
  tabs: readonly TabItem<T>[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const { tabClass } = props;
  return (
    <div className={props.className} role="tablist" data-testid={props.testId}>
      {props.tabs.map((tab) => {
        const active = tab.value === props.value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? `${tabClass} ${tabClass}--active` : tabClass}
            onClick={() => props.onChange(tab.value)}
            data-testid={tab.testId}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
