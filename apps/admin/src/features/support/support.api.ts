import type {
  AdminPage,
  FeedbackAnswered,
  FeedbackHandled,
  FeedbackRecord,
  SupportMessage,
} from '@fxdesk/contract';
import { api } from '../../shared/api';
import type { PageOf } from '../../shared/api/pages';

/** The back office's support inbox, canned replies and feedback (permission support.chat). */

export interface ConversationRow {
  id: number;
  user_id: number;
  uid: string;
  account: string;
  is_demo: number;
  status: number;
  last_message_at: string;
  last_message: { kind: number; sender: number; content: string } | null;
  unread: number;
}

export interface ClientSummary {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  is_demo: number;
  status: number;
  created_at: string | null;
  balance: number;
  lock_balance: number;
  open_orders: number;
  last_seen_at: string | null;
}

export interface ConversationDetail {
  conversation: {
    id: number;
    status: number;
    closed_at: string | null;
    closed_by: string | null;
    created_at: string;
  };
  client: ClientSummary;
  data: SupportMessage[];
  total: number;
}

export interface CannedReply {
  id: number;
  title: string;
  content: string;
}

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
  api.get<PageOf<ConversationRow>>('/admin/api/support/conversations', { status, q, page }, { silent: true });

export const fetchConversation = (id: number, page = 1) =>
  api.get<ConversationDetail>(`/admin/api/support/conversations/${id}`, { page }, { silent: true });

export const replyTo = (id: number, content: string) =>
  api.post<SupportMessage>(`/admin/api/support/conversations/${id}/reply`, { content });

export const setConversationStatus = (id: number, action: 'close' | 'reopen') =>
  api.post<{ id: number; status: number }>(`/admin/api/support/conversations/${id}/${action}`);

export const fetchCanned = () =>
  api.get<CannedReply[]>('/admin/api/support/canned', undefined, { silent: true });

export const addCanned = (title: string, content: string) =>
  api.post<CannedReply>('/admin/api/support/canned', { title, content });

export const deleteCanned = (id: number) =>
  api.post<{ id: number }>(`/admin/api/support/canned/${id}/delete`);

export const fetchSupportCounts = () =>
  api.get<{ unread: number; feedback: number }>('/admin/api/support/unread', undefined, { silent: true });

export const fetchFeedback = (status: number, page: number) =>
  api.get<AdminPage<FeedbackRecord>>('/admin/api/feedback', { status, page }, { silent: true });

export const markFeedbackHandled = (id: number) =>
  api.post<FeedbackHandled>(`/admin/api/feedback/${id}/handle`);

export const answerFeedback = (id: number, content: string) =>
  api.post<FeedbackAnswered>(`/admin/api/feedback/${id}/reply`, { content });
