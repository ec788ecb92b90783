import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface CardDetails {
  number: string;
  exp: string;
  cvc: string;
  holder: string;
}

export interface CardCharge {
  paymentId: string;
  status: 'approved' | 'declined';
}

/** A card payment provider (DESIGN §6 adapter). */
export interface CardProvider {
  charge(amountUsd: string, card: CardDetails): Promise<CardCharge>;
  /** Signs a notification the way the provider does, so its callbacks can be verified. */
  sign(paymentId: string, status: string): string;
  verify(paymentId: string, status: string, signature: string): boolean;
}

/** Luhn check: catches typos in card numbers before any provider call. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const SANDBOX_APPROVE = '4242424242424242';
export const SANDBOX_DECLINE = '4000000000000002';

/**
 * The default sandbox provider: approves 4242 4242 4242 4242, declines 4000 0000 0000 0002
 * (and any other valid number), like the test cards of real providers. Notifications are
 * signed with HMAC-SHA256 so a forged callback cannot credit an account.
 */
export class SandboxCardProvider implements CardProvider {
  constructor(private readonly secret: string) {}

  async charge(_amountUsd: string, card: CardDetails): Promise<CardCharge> {
    return {
      paymentId: `sbx_${randomUUID()}`,
      status: card.number === SANDBOX_APPROVE ? 'approved' : 'declined',
    };
  }

  sign(paymentId: string, status: string): string {
    return createHmac('sha256', this.secret).update(`${paymentId}:${status}`).digest('hex');
  }

  verify(paymentId: string, status: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(paymentId, status));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
