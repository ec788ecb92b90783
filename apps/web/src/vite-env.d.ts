/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Pins the API origin instead of deriving it from the page host (SPEC §7 rule). */
  readonly VITE_API_BASE_URL?: string;
}

/** Injected by vite.config.ts from package.json. */
declare const __APP_VERSION__: string;
