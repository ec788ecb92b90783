// The ES build's module, like every antd-mobile import of the client (by path, never the index:
// see vite.config.ts), so the app and the tests share one copy of antd-mobile.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

let done = false;

/**
 * antd-mobile renders Toast and Dialog with the legacy ReactDOM.render, which React 19 removed;
 * hand it createRoot before the first toast or dialog or the imperative APIs crash (STACK.md).
 * Called by toast.ts and dialog.tsx (not at start-up: its helpers are ~3.5 kB gzip).
 */
export function setupAntdMobile(): void {
  if (done) return;
  done = true;
  const render: Parameters<typeof unstableSetRender>[0] = (node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting inside antd's own render pass warns; wait for the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  };
  unstableSetRender(render);
}
