import type { Toast, ToastShowProps } from 'antd-mobile';
import { detectLayout } from '../device/device';

type ToastApi = typeof Toast;

/**
 * antd-mobile's Toast (with its animation library, ~15 kB gzip) loads on the first toast, not at
 * start-up; `preloadToast` warms it (tests, or an idle moment).
 */
let api: ToastApi | null = null;
export async function preloadToast(): Promise<ToastApi> {
  if (!api) {
    const [toastModule, setup] = await Promise.all([
      import('antd-mobile/es/components/toast'),
      import('./antd-setup'),
    ]);
    setup.setupAntdMobile();
    api = toastModule.default;
  }
  return api;
}

function show(props: ToastShowProps): void {
  if (api) api.show(props);
  else void preloadToast().then((loaded) => loaded.show(props));
}

const CONTAINER_ID = 'fx-toast-root';

/**
 * Toasts render into one known element so browser tests can read them (data-testid="toast").
 * Its `data-layout` picks the look: on a phone antd-mobile's dark box in the middle of the
 * screen; on a desktop a light notice in the top-right corner under the header, clear of the
 * chart and the order ticket (styles.css `#fx-toast-root[data-layout='desktop']`).
 */
function container(): HTMLElement {
  let el = document.getElementById(CONTAINER_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = CONTAINER_ID;
    el.dataset.testid = 'toast';
    el.dataset.layout = detectLayout();
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    document.body.appendChild(el);
  }
  return el;
}

export const toast = {
  // Errors are text-only: the icon variant is narrow and would break a sentence mid-word.
  error: (content: string) => show({ content, getContainer: container, duration: 2500 }),
  success: (content: string) => show({ content, icon: 'success', getContainer: container, duration: 2000 }),
  info: (content: string) => show({ content, getContainer: container, duration: 2000 }),
};
