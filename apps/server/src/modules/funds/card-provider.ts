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
  /** `sandbox` credits test cards without any payment: never for real money. */
  readonly kind: 'sandbox';
  /** Signs a notification the way the provider does, so its callbacks can be verified. */
  sign(paymentId: string, status: string): Promise<string>;
  verify(paymentId: string, status: string, signature: string): Promise<boolean>;
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
 * The sandbox provider, wired in only with `CARD_PROVIDER=sandbox`: approves
 * 4242 4242 4242 4242, declines 4000 0000 0000 0002 (and any other valid number), like the test
 * cards of real providers — so it credits accounts without any payment and must never run
 * with real money. Notifications are signed with HMAC-SHA256 under a secret that is
 * `CARD_WEBHOOK_SECRET` or one made at random at first boot (never derivable), so a forged
 * callback cannot credit an account.
 */
export class SandboxCardProvider implements CardProvider {
  readonly kind = 'sandbox';

  constructor(private readonly secret: () => Promise<string>) {}

  async charge(_amountUsd: string, card: CardDetails): Promise<CardCharge> {
    return {
      paymentId: `sbx_${randomUUID()}`,
      status: card.number === SANDBOX_APPROVE ? 'approved' : 'declined',
    };
  }

  async sign(paymentId: string, status: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`${paymentId}:${status}`)
      .digest('hex');
  }

  async verify(paymentId: string, status: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(paymentId, status));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
