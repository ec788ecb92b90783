import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What a header menu's lazily loaded panel gets: its element id and a way to close the menu. */
export interface HeaderMenuPanelProps {
  id: string;
  /** Closes the menu; `refocus` returns focus to the trigger button (Escape, a chosen item). */
  close: (refocus: boolean) => void;
}

/**
 * Desktop header pop-over menu (issue 15). The trigger button is in the start-up bundle; the
 * panel (its items, focus and arrow-key handling) is a separate chunk fetched on first open, or
 * as soon as the pointer or focus reaches the button. The button carries aria-haspopup and
 * aria-expanded; opening moves focus to the first item, Escape closes and refocuses the button,
 * and a click outside or Tab away closes it.
 */
export function HeaderMenu({
  id,
  testId,
  panel: Panel,
  preload,
  children,
}: {
  id: string;
  testId: string;
  panel: ComponentType<HeaderMenuPanelProps>;
  /** Starts fetching the panel's chunk (the same import the lazy panel uses). */
  preload: () => unknown;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <div className="fx-header-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="fx-header-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((was) => !was)}
        data-testid={testId}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Panel id={id} close={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
