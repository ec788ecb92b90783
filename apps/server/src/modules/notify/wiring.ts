import path from 'node:path';
import { systemClock, type Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { WebhookSmsSender } from './sms-webhook.js';
import { OutboxTransport, RoutedTransport, SmtpMailer, type MessageTransport } from './transport.js';

/**
 * The configured transport (DESIGN §7): mail by SMTP when SMTP_URL is set (MAIL_TRANSPORT=smtp),
 * SMS by the webhook when SMS_WEBHOOK_URL is set; each falls back to the outbox otherwise.
 */
export function createTransport(config: Config, db: Db, clock: Clock = systemClock): MessageTransport {
  const outbox = new OutboxTransport(db, path.join(config.dataDir, 'outbox'), config.MAIL_FROM, clock);
  const mail =
    config.mailTransport === 'smtp' && config.SMTP_URL
      ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outbox;
  const sms = config.SMS_WEBHOOK_URL ? new WebhookSmsSender(config.SMS_WEBHOOK_URL) : outbox;
  return mail === outbox && sms === outbox ? outbox : new RoutedTransport(mail, sms);
}

/**
 * The start-up warning when the register page offers mobile sign-up (is_show_mobile = 1) but
 * SMS codes can only reach the outbox, where no phone will ever read them.
 */
export function smsDeliveryWarning(config: Config, isShowMobile: number): string | undefined {
  if (isShowMobile !== 1 || config.SMS_WEBHOOK_URL) return undefined;
  return `mobile registration is enabled (is_show_mobile = 1) but no SMS provider is configured: SMS codes go to the outbox in ${path.join(config.dataDir, 'outbox')}; set SMS_WEBHOOK_URL or hide mobile sign-up`;
}
