import Decimal from 'decimal.js';

/**
 * How figures and times leave the server (SPEC §9), shared by every module that answers with
 * them, so no module borrows another's route file for a formatter.
 */

/** SPEC §9: balances leave the server with 2 decimals, never rounded up past what is held. */
export const balance2 = (value: string): number =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();

/** "2026-11-22 08:15:03" in UTC: the client formats it for the user's locale. */
export const timeHandler = (d: Date | null | undefined) =>
  d ? d.toISOString().replace('T', ' ').slice(0, 19) : '';
