import type en from './locales/en.json';
import type { KeyOf } from './translate';

/** English is the reference shape; the key-set test holds every other locale to it. */
export type Messages = typeof en;

/** A translation key: `t()` accepts only these, so a typo fails the type check. */
export type MessageKey = KeyOf<Messages>;
