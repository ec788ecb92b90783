import { firstField, trapFocus } from '@fxdesk/browser/focus-trap';
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
    // The first field, else the panel itself (not its first button: the close cross).
    return trapFocus(panel.current, () => close.current(), firstField(panel.current) ?? panel.current);
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
