import type { SmsMessage, SmsSender } from './transport.js';

/**
 * SMS through an HTTP webhook (SMS_WEBHOOK_URL): one POST per message with the JSON body
 * `{to, text}`, `to` in international form (+85291234567). Any 2xx answer is delivery; anything
 * else, or no answer within the timeout, fails the send so the caller sees an error instead of
 * a code that never arrives. A gateway or a small relay to any SMS provider fits behind it.
 */
export class WebhookSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async sendSms(message: SmsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is not needed; drain it so the connection is released.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS webhook answered HTTP ${res.status}`);
  }
}
