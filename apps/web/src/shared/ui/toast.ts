import { Toast } from 'antd-mobile';

const CONTAINER_ID = 'fx-toast-root';

/** Toasts render into one known element so browser tests can read them (data-testid="toast"). */
function container(): HTMLElement {
  let el = document.getElementById(CONTAINER_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = CONTAINER_ID;
    el.dataset.testid = 'toast';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    document.body.appendChild(el);
  }
  return el;
}

export const toast = {
  // Errors are text-only: the icon variant is narrow and would break a sentence mid-word.
  error: (content: string) => Toast.show({ content, getContainer: container, duration: 2500 }),
  success: (content: string) =>
    Toast.show({ content, icon: 'success', getContainer: container, duration: 2000 }),
  info: (content: string) => Toast.show({ content, getContainer: container, duration: 2000 }),
};
