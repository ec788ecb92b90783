import { roundFigure } from '@fxdesk/domain';

/**
 * How figures and times leave the server (SPEC §9), shared by every module that answers with
 * them: one formatter per wire format, so no module keeps its own copy.
 */

/**
 * SPEC §9: balances leave the server with 2 decimals, toward zero, never rounded up past what is
 * held; the rule lives in the domain so the web client formats a balance the same way.
 */
export const balance2 = (value: string | number): number => Number(roundFigure(value, 'balance') ?? 0);

/**
 * SPEC §9: profit, margin, fee and ledger amounts leave the server with 6 decimals (a missing
 * figure is 0).
 */
export const money6 = (value: string | number | null | undefined): number =>
  Number(Number(value ?? 0).toFixed(6));

/** "2026-11-22 08:15:03" in UTC: the client formats it for the user's locale. */
export const timeHandler = (d: Date | null | undefined) =>
  d ? d.toISOString().replace('T', ' ').slice(0, 19) : '';
