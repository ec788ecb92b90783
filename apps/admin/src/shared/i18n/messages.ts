import type en from './locales/en.json';

/** English is the reference shape; the key-set test holds the other 14 files to it. */
export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
