/**
 * News categories (SPEC §3 News): 1 news, 2 announcements (the /mine/announcement screen). In a
 * module without zod, like market-status.ts, so the web's start-up code can read them.
 */
export const NEWS_CATEGORIES = [1, 2] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_CATEGORY = { news: 1, announcement: 2 } as const;
