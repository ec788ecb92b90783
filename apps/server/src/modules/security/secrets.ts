import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Opaque session token: 256 random bits, URL-safe. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit verification code, uniformly random (leading zeros kept). */
export const newNumericCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Invite codes avoid look-alike characters (0/O, 1/I) since people type them. */
export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)]).join('');

/** The public 8-digit account number (SPEC §3 uid), never starting with 0. */
export const newUid = (): string => String(randomInt(10_000_000, 100_000_000));
