import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { HeaderMenuPanelProps } from './HeaderMenu';

export interface MenuItem {
  key: string;
  icon?: ReactNode;
  text: ReactNode;
  /** Set on a choice among several (the language list): rendered as a checked menu radio. */
  checked?: boolean;
  testId?: string;
  onSelect: () => void;
}

const ITEM = '[role^="menuitem"]';

/**
 * The open pop-over of a header menu (lazy chunk): a WAI-ARIA menu whose first item (or the
 * checked one) takes focus on open; arrow keys, Home and End move between items, Tab closes.
 */
export function MenuPanel({
  id,
  close,
  label,
  items,
}: HeaderMenuPanelProps & { label: string; items: MenuItem[] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    const first =
      root?.querySelector<HTMLElement>('[aria-checked="true"]') ?? root?.querySelector<HTMLElement>(ITEM);
    first?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={ref} id={id} role="menu" aria-label={label} className="fx-menu" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={item.checked}
          tabIndex={-1}
          className="fx-menu-item"
          data-testid={item.testId}
          onClick={() => {
            close(true);
            item.onSelect();
          }}
        >
          {item.icon ? (
            <span className="fx-menu-icon" aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <span className="fx-menu-text">{item.text}</span>
        </button>
      ))}
    </div>
  );
}
