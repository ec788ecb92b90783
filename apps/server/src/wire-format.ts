import { roundFigure } from '@fxdesk/domain';

/**
 * How figures and times leave the server (SPEC §9), shared by every module that answers with
 * them, so no module borrows another's route file for a formatter.
 */

/**
 * SPEC §9: balances leave the server with 2 decimals, toward zero, never rounded up past what is
 * held; the rule lives in the domain so the web client formats a balance the same way.
 */
export const balance2 = (value: string | number): number => Number(roundFigure(value, 'balance') ?? 0);

/** "2026-11-22 08:15:03" in UTC: the client formats it for the user's locale. */
export const timeHandler = (d: Date | null | undefined) =>
  d ? d.toISOString().replace('T', ' ').slice(0, 19) : '';
