/** The admin list answer: one page of rows and the row count (outbox has no count). */
export interface PageOf<T> {
  data: T[];
  total?: number;
}

/** Every admin list pages by 50 (admin-ops.routes.ts PAGE). */
export const PAGE_SIZE = 50;
