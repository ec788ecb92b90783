import type { ProxyOptions, UserConfig } from 'vite';

/**
 * What the web client's and the back office's Vite configs share (the back office imports this
 * file, as it does theme-boot): the app version in the bundle, the dev and preview servers with
 * their proxy to the all-in-one server, the build target, and two bundling rules.
 */
export function frontEndServers(
  version: string,
  ports: { dev: number; preview: number },
  proxy: Record<string, ProxyOptions>,
): Pick<UserConfig, 'define' | 'server' | 'preview'> {
  return {
    define: { __APP_VERSION__: JSON.stringify(version) },
    server: { port: ports.dev, proxy },
    preview: { port: ports.preview, proxy },
  };
}

export const BUILD_TARGET = 'es2022';

/**
 * @fxdesk/contract modules are pure declarations (zod schemas, constants). Without this hint,
 * importing ErrorCode or LANGUAGES would pull zod (~25 kB gzip) into the entry chunk.
 */
export const contractTreeshake = {
  moduleSideEffects: (id: string) => (/[\\/]packages[\\/]contract[\\/]/.test(id) ? false : undefined),
};

/** The long-lived vendor chunk: React and the router change less often than the app. */
export const reactChunk = {
  name: 'react',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  priority: 10,
};
