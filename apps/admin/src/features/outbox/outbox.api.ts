import { api } from '../../shared/api';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export const fetchOutbox = (q: string, page: number) =>
  api.get('/admin/api/outbox', { q, page }, { silent: true });

/** The verification codes in a message (6 digits), for support to read out. */
export const codesIn = (body: string): string[] => [...new Set(body.match(/\b\d{6}\b/g) ?? [])];
