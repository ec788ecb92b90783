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
 * parameters is called only through `apiPath`, which knows the route it filled; and what a call
 * sends is what the route's body or query schema takes.
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

// Bodies and query strings are the route's schemas' input; an upload (no schema) takes a FormData.
void api.post(apiPath('/admin/api/funds/deposits/:id/approve', { id: 3 }), { amount: '100.50' });
void api.get('/admin/api/audit', { action: 'deposit.', from: '2026-11-01', page: 2 });
void api.post('/admin/api/uploads', new FormData());
// @ts-expect-error a misspelled body field
void api.post(apiPath('/admin/api/funds/deposits/:id/approve', { id: 3 }), { amout: '100.50' });
// @ts-expect-error a misspelled query field
void api.get('/admin/api/audit', { actions: 'deposit.' });
// @ts-expect-error a field of the wrong type (status is 0 or 1)
void api.post(apiPath('/admin/api/clients/:id/status', { id: 7 }), { status: 2 });
// @ts-expect-error a query field of the wrong type (a day is ISO text)
void api.get('/admin/api/audit', { from: 20261101 });
// @ts-expect-error a required field missing (the role)
void api.post('/admin/api/staff', { email: 'a@b.co' });
// @ts-expect-error a required body left out
void api.post(apiPath('/admin/api/kyc/:id/reject', { id: 1 }));
// @ts-expect-error a form where the route takes JSON
void api.post('/admin/api/auth/login', new FormData());
// @ts-expect-error a body to a route that takes none
void api.post(apiPath('/admin/api/staff/:id/reset-totp', { id: 1 }), { now: true });
