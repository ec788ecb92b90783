/**
 * Decimal rules as plain patterns, in a module without zod (like company-status.ts): the web's
 * start-up code checks typed amounts with them, and apps/web/build/startup-chunks.ts keeps
 * modules that import zod off the start-up chunk. The schemas build on the same functions.
 */

/** A plain decimal of at most `digits` digits before the point and `scale` after it. */
export const decimalPattern = (digits: number, scale: number) =>
  new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`);

/** A dollar amount as the funds API takes it (`amountUsd`): positive, at most 9.2 digits. */
export const isAmountUsd = (text: string): boolean => AMOUNT_USD.test(text) && Number(text) > 0;
const AMOUNT_USD = decimalPattern(9, 2);
