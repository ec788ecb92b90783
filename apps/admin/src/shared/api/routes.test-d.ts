import {
  apiPath,
  type Category,
  type ClientDetail,
  type CompanyRecord,
  type ConversationStatus,
  type StaffMe,
} from '@fxdesk/contract';
import { expectTypeOf } from 'vitest';
import { api } from './index';

/*
 * Type tests, checked by `npm run typecheck` and never run: every answer's type is the one the
 * contract's route maps (backOfficeRoutes, and the public categories) give its path; a route with
 * parameters is called only through `apiPath`, which knows the route it filled.
 */

expectTypeOf(api.get('/admin/api/me')).resolves.toEqualTypeOf<StaffMe>();
expectTypeOf(api.get(apiPath('/admin/api/clients/:id', { id: 7 }))).resolves.toEqualTypeOf<ClientDetail>();
expectTypeOf(
  api.post(apiPath(`/admin/api/support/conversations/:id/${'close' as 'close' | 'reopen'}`, { id: 1 })),
).resolves.toEqualTypeOf<ConversationStatus>();
expectTypeOf(api.put('/admin/api/company', {})).resolves.toEqualTypeOf<CompanyRecord>();
expectTypeOf(api.get('/admin/api/company')).resolves.toEqualTypeOf<CompanyRecord | null>();
expectTypeOf(api.get('/v1/api/forex/getCategories')).resolves.toEqualTypeOf<Category[]>();

// @ts-expect-error a caller cannot choose the answer's type
void api.get<{ email: number }>('/admin/api/me');
// @ts-expect-error nor read the answer as another type
export const _misread: Promise<{ email: number }> = api.get('/admin/api/me');
// @ts-expect-error an unknown path
void api.get('/admin/api/nope');
// @ts-expect-error a method the path does not answer
void api.post('/admin/api/me');
// @ts-expect-error a pattern sent as it is, its parameter unfilled
void api.get('/admin/api/clients/:id');
// @ts-expect-error a path built by hand
void api.get(`/admin/api/clients/${7}`);
// @ts-expect-error a parameter missing
void apiPath('/admin/api/clients/:id', {});
