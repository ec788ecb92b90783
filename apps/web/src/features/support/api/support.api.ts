import { api } from '../../../shared/api';

/** DESIGN §7 support chat and feedback calls. */

export const supportKeys = {
  messages: (token: string | null) => ['support', 'messages', token] as const,
};

/** Newest first; page 1 is the latest messages. */
export const fetchSupportMessages = (page: number) => api.get('/api/support/messages', { page });

/** Text, or the url of an image uploaded with POST /api/common/image_upload. */
export const sendSupportMessage = (content: string) => api.post('/api/support/send', { content });

export const markSupportRead = () => api.post('/api/support/read', undefined, { showErrorMessage: false });

export interface FeedbackInput {
  content: string;
  contact: string;
  image: string;
}

export const submitFeedback = (input: FeedbackInput) =>
  api.post('/api/feedback/submit', { ...input }, { loading: true, showSuccessMessage: true });
