import { z } from 'zod';
import { envelope } from '../../http/envelope.js';

/** Shared pieces of the /admin/api route schemas. */
export const tags = ['back office'];
export const anyData = envelope(z.unknown());
/** Rows per page in every back-office list. */
export const PAGE = 50;
export const idParam = z.object({ id: z.coerce.number().int().positive() });
/** A user-typed search term, safe inside an ILIKE pattern. */
export const likeTerm = (q: string) => q.replace(/[%_\\]/g, '');
