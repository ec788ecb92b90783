/** Every admin list pages by 50 (admin-ops.routes.ts PAGE). */
export const PAGE_SIZE = 50;
