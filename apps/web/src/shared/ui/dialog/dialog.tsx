import AntDialog from 'antd-mobile/es/components/dialog';
import type { DialogShowProps } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { setupAntdMobile } from '../antd-setup';
import { trapFocus } from '@fxdesk/browser/focus-trap';

/**
 * Sits inside an antd-mobile dialog's content and makes the whole dialog (title, content and
 * the action buttons) a real modal: focus moves in, is trapped, Escape closes, focus returns.
 */
function DialogFocus({ onEscape, children }: { onEscape: () => void; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const wrap = anchor.current?.closest<HTMLElement>('.adm-center-popup-wrap');
    if (!wrap) return;
    wrap.setAttribute('aria-modal', 'true');
    if (!wrap.hasAttribute('tabindex')) wrap.tabIndex = -1;
    // The first control takes focus: in a confirm that is Cancel, the safe choice.
    return trapFocus(wrap, () => escape.current());
  }, []);
  return <div ref={anchor}>{children}</div>;
}

type DialogShowHandler = ReturnType<typeof AntDialog.show>;

/** antd-mobile's Dialog.show, with the dialog focus rules; Escape closes like the mask does. */
function show(props: DialogShowProps & { content: ReactNode }): DialogShowHandler {
  setupAntdMobile();
  const handler: DialogShowHandler = AntDialog.show({
    ...props,
    content: <DialogFocus onEscape={() => handler?.close()}>{props.content}</DialogFocus>,
  });
  return handler;
}

interface ConfirmProps {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
  cancelText: ReactNode;
}

/** A confirm dialog: true when confirmed, false on cancel, Escape or a tap beside it. */
function confirm({ title, content, confirmText, cancelText }: ConfirmProps): Promise<boolean> {
  return new Promise((resolve) => {
    show({
      title,
      content,
      closeOnAction: true,
      onClose: () => resolve(false),
      actions: [
        [
          { key: 'cancel', text: cancelText, onClick: () => resolve(false) },
          { key: 'confirm', text: confirmText, bold: true, onClick: () => resolve(true) },
        ],
      ],
    });
  });
}

/** The client's dialogs: use these, never antd-mobile's Dialog directly. */
export const dialog = { show, confirm };
