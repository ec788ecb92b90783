import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  testId?: string;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Open dialogs, innermost last: only the top one answers Tab and Escape. */
const stack: { panel: HTMLElement; onEscape: () => void }[] = [];

function onKeyDown(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (!top) return;
  if (event.key === 'Escape') {
    event.stopPropagation();
    top.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = [...top.panel.querySelectorAll<HTMLElement>(TABBABLE)];
  const active = document.activeElement;
  const inside = active instanceof Node && top.panel.contains(active);
  const edge = event.shiftKey ? items[0] : items.at(-1);
  if (!inside || items.length === 0 || active === edge || (event.shiftKey && active === top.panel)) {
    event.preventDefault();
    (event.shiftKey ? (items.at(-1) ?? top.panel) : (items[0] ?? top.panel)).focus();
  }
}

/**
 * Focus moves into `panel` (the first field, else the panel), Tab stays inside, Escape calls
 * `onEscape`; the returned release gives focus back to the control that opened the dialog.
 */
export function trapFocus(panel: HTMLElement, onEscape: () => void): () => void {
  const opener = document.activeElement as HTMLElement | null;
  if (stack.length === 0) document.addEventListener('keydown', onKeyDown, true);
  const entry = { panel, onEscape };
  stack.push(entry);
  (panel.querySelector<HTMLElement>('input, textarea, select, [data-autofocus]') ?? panel).focus();
  return () => {
    stack.splice(stack.indexOf(entry), 1);
    if (stack.length === 0) document.removeEventListener('keydown', onKeyDown, true);
    if (opener?.isConnected) opener.focus();
  };
}

/**
 * The back office's one modal dialog: rendered in a portal over a dimmed page; focus moves in
 * and is trapped, Escape and the backdrop close it (unless the caller is busy and passes a
 * no-op), and focus returns to the opener.
 */
export function Dialog({ open, title, onClose, children, footer, width = 480, testId }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent re-render (every keystroke) never re-runs the focus effect.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open || !panel.current) return;
    return trapFocus(panel.current, () => close.current());
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width }}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog-body">{children}</div>
        {footer && <footer className="dialog-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
