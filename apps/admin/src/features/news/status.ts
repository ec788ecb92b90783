import { ARTICLE_STATUS } from '@fxdesk/contract';
import type { Tone } from '../../shared/ui/Badge';

/** Article states (contract ARTICLE_STATUS): 0 draft, 1 published, 2 scheduled. */
export const STATUS_TONE: Record<number, Tone> = { 0: 'muted', 1: 'success', 2: 'info' };
export const statusKey = (status: number) =>
  (status === ARTICLE_STATUS.published
    ? 'news.status_1'
    : status === ARTICLE_STATUS.scheduled
      ? 'news.status_2'
      : 'news.status_0') as 'news.status_0' | 'news.status_1' | 'news.status_2';

/** A scheduled article whose time has passed is live for readers. */
export const isLive = (status: number, publishAt: string | null, now = Date.now()) =>
  status !== ARTICLE_STATUS.draft && publishAt !== null && Date.parse(publishAt) <= now;
