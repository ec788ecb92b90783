import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { systemClock, type Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  text: string;
}

export interface MailSender {
  sendMail(message: MailMessage): Promise<void>;
}

export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

/** How mail and SMS leave the platform (DESIGN §7): adapters behind one interface. */
export interface MessageTransport extends MailSender, SmsSender {}

function emlFile(from: string, message: MailMessage, date: Date): string {
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    '',
  ].join('\r\n');
}

/**
 * The default transport: each message is a row (the back office lists them) and a file in
 * `$DATA_DIR/outbox/` (.eml for mail, .txt for SMS), so a local install needs no mail server.
 */
export class OutboxTransport implements MessageTransport {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
    private readonly from: string,
    /** Dates the .eml file's `Date:` header. */
    private readonly clock: Clock = systemClock,
  ) {}

  private async write(
    channel: 'email' | 'sms',
    recipient: string,
    subject: string,
    body: string,
    file: string,
  ) {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel, recipient, subject, body })
      .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
    if (!row) throw new Error('outbox insert returned nothing');
    await fs.mkdir(this.dir, { recursive: true });
    const safe = recipient.replace(/[^A-Za-z0-9@.+_-]/g, '_');
    const ext = channel === 'email' ? 'eml' : 'txt';
    await fs.writeFile(
      path.join(this.dir, `${String(row.id).padStart(6, '0')}-${channel}-${safe}.${ext}`),
      file,
    );
  }

  async sendMail(message: MailMessage): Promise<void> {
    await this.write(
      'email',
      message.to,
      message.subject,
      message.text,
      emlFile(this.from, message, this.clock()),
    );
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.write('sms', message.to, '', message.text, `To: ${message.to}\n\n${message.text}\n`);
  }
}

/** SMTP through nodemailer when SMTP_URL is set. */
export class SmtpMailer implements MailSender {
  private readonly mailer: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.mailer = nodemailer.createTransport(smtpUrl);
  }

  async sendMail(message: MailMessage): Promise<void> {
    await this.mailer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}

/** Mail through one adapter and SMS through another (each may be the outbox). */
export class RoutedTransport implements MessageTransport {
  constructor(
    readonly mail: MailSender,
    readonly sms: SmsSender,
  ) {}

  sendMail(message: MailMessage): Promise<void> {
    return this.mail.sendMail(message);
  }

  sendSms(message: SmsMessage): Promise<void> {
    return this.sms.sendSms(message);
  }
}
