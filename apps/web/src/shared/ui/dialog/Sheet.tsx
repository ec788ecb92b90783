import CenterPopup from 'antd-mobile/es/components/center-popup';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { trapFocus } from '@fxdesk/browser/focus-trap';

interface DialogPanelProps {
  /** The accessible name: the id of a visible heading, or a label. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * The client's dialog primitive: a `role="dialog"` panel that takes focus when it mounts,
 * keeps Tab inside (inside the popup body around it, so the popup's own close button counts),
 * closes on Escape and hands focus back to its opener when it unmounts.
 */
export function DialogPanel({ labelledBy, label, onClose, children, className, testId }: DialogPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a re-render never re-runs the focus effect (which would refocus).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const scope = el.closest<HTMLElement>('.adm-popup-body, .adm-center-popup-body') ?? el;
    return trapFocus(scope, () => close.current(), null, el);
  }, []);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      className={className ? `fx-dialog-panel ${className}` : 'fx-dialog-panel'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

interface SheetProps extends Omit<DialogPanelProps, 'className'> {
  visible: boolean;
  /** Bottom, left or right sheet (mobile, drawers) or a centred pop-up (desktop). */
  position: 'bottom' | 'left' | 'right' | 'center';
  /** The popup's own look: its class, its body's class and style. */
  popupClassName?: string;
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
  showCloseButton?: boolean;
}

/** An antd-mobile popup whose content is a real dialog (DialogPanel); the mask click closes it. */
export function Sheet({
  visible,
  position,
  popupClassName,
  bodyClassName,
  bodyStyle,
  showCloseButton,
  children,
  ...panel
}: SheetProps) {
  const content = visible ? <DialogPanel {...panel}>{children}</DialogPanel> : null;
  const common = {
    visible,
    onMaskClick: panel.onClose,
    className: popupClassName,
    bodyClassName,
    bodyStyle,
    showCloseButton,
    destroyOnClose: true,
  };
  return position === 'center' ? (
    <CenterPopup {...common}>{content}</CenterPopup>
  ) : (
    <Popup {...common} position={position}>
      {content}
    </Popup>
  );
}
