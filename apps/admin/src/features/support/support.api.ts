import {
  apiPath,
  type CannedReply,
  type ConversationDetail,
  type InboxRow,
  type SupportClientSummary,
} from '@fxdesk/contract';
import { api } from '../../shared/api';

/**
 * The back office's support inbox, canned replies and feedback (permission support.chat). The
 * inbox and canned-reply answers are typed by the contract's schemas (packages/contract
 * backoffice/support.ts).
 */
export type { CannedReply, ConversationDetail };
export type ConversationRow = InboxRow;
export type ClientSummary = SupportClientSummary;

/** Feedback answers, typed by the contract's schemas (packages/contract backoffice/feedback.ts). */
export type { FeedbackRecord as FeedbackRow } from '@fxdesk/contract';

export const supportKeys = {
  all: ['support'] as const,
  inbox: (status: number, q: string, page: number) => ['support', 'inbox', status, q, page] as const,
  conversation: (id: number) => ['support', 'conversation', id] as const,
  canned: ['support', 'canned'] as const,
  counts: ['support', 'counts'] as const,
  feedback: (status: number, page: number) => ['support', 'feedback', status, page] as const,
};

/** How often the inbox and an open conversation look for new client messages. */
export const POLL_MS = 2_000;

export const fetchInbox = (status: number, q: string, page: number) =>
  api.get('/admin/api/support/conversations', { status, q, page }, { silent: true });

export const fetchConversation = (id: number, page = 1) =>
  api.get(apiPath('/admin/api/support/conversations/:id', { id }), { page }, { silent: true });

export const replyTo = (id: number, content: string) =>
  api.post(apiPath('/admin/api/support/conversations/:id/reply', { id }), { content });

export const setConversationStatus = (id: number, action: 'close' | 'reopen') =>
  api.post(apiPath(`/admin/api/support/conversations/:id/${action}`, { id }));

export const fetchCanned = () => api.get('/admin/api/support/canned', undefined, { silent: true });

export const addCanned = (title: string, content: string) =>
  api.post('/admin/api/support/canned', { title, content });

export const deleteCanned = (id: number) => api.post(apiPath('/admin/api/support/canned/:id/delete', { id }));

export const fetchSupportCounts = () => api.get('/admin/api/support/unread', undefined, { silent: true });

export const fetchFeedback = (status: number, page: number) =>
  api.get('/admin/api/feedback', { status, page }, { silent: true });

export const markFeedbackHandled = (id: number) =>
  api.post(apiPath('/admin/api/feedback/:id/handle', { id }));

export const answerFeedback = (id: number, content: string) =>
  api.post(apiPath('/admin/api/feedback/:id/reply', { id }), { content });
