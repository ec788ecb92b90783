import { STORAGE_KEYS, storage } from '../lib/storage';

/** RFC 4122 version 4 from random bytes; `crypto.randomUUID` exists only in secure contexts. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The device uuid sent as `demo_id` (SPEC §6): made once and kept in localStorage, so the same
 * browser always gets back the same demo account.
 */
export function getDeviceId(): string {
  const stored = storage.get(STORAGE_KEYS.deviceId);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = randomUuid();
  storage.set(STORAGE_KEYS.deviceId, id);
  return id;
}
