import type en from './locales/en.json';

/** English is the reference shape; the key-set test holds the Chinese file to it. */
export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
