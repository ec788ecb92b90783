import type {
  CompanyStatus,
  Envelope,
  OrderView,
  SessionResult,
  UploadedUrl,
  UserInfo,
} from '@fxdesk/contract';
import { expectTypeOf } from 'vitest';
import { api } from './index';

/*
 * Type tests, checked by `npm run typecheck` and never run: every answer's type is the one the
 * contract's route map (clientRoutes) gives its path, so a caller can neither pick a type of its
 * own nor call a path or a method the server does not answer; and what a call sends is what the
 * route's body or query schema takes.
 */

expectTypeOf(api.get('/api/user/info')).resolves.toEqualTypeOf<UserInfo>();
expectTypeOf(api.post('/v1/api/forex/close', { id: 1 })).resolves.toEqualTypeOf<OrderView>();
expectTypeOf(
  api.postForm('/api/user/loginForU', { account: 'a@b.co', password: 'secret12' }),
).resolves.toEqualTypeOf<SessionResult>();
expectTypeOf(api.post('/api/user/logout')).resolves.toEqualTypeOf<null>();
expectTypeOf(api.upload('/api/common/image_upload', new FormData())).resolves.toEqualTypeOf<UploadedUrl>();
expectTypeOf(api.requestEnvelope('GET', '/api/company/getCompanyStatus')).resolves.toEqualTypeOf<
  Envelope<CompanyStatus>
>();

// @ts-expect-error a caller cannot choose the answer's type
void api.get<{ nickname: string }>('/api/user/info');
// @ts-expect-error nor read the answer as another type
export const _misread: Promise<{ nickname: string }> = api.get('/api/user/info');
// @ts-expect-error an unknown path
void api.get('/api/user/nope');
// @ts-expect-error a method the path does not answer
void api.get('/api/user/logout');
// @ts-expect-error a computed string is not a known path
void api.get(['/api', 'user', 'info'].join('/'));

// Bodies and query strings are the route's schemas' input.
void api.get('/v1/api/forex/kline', { forex_id: 1, period: '1min' });
void api.get('/v1/api/forex/my_deal', { status: 3, page: 2 });
void api.post('/v1/api/forex/close', { id: '7' });
void api.post('/api/user/logout');
// @ts-expect-error a misspelled body field
void api.post('/v1/api/forex/close', { order_id: 1 });
// @ts-expect-error a misspelled query field
void api.get('/v1/api/forex/kline', { forex_id: 1, periods: '1min' });
// @ts-expect-error a field of the wrong type
void api.post('/v1/api/forex/close', { id: true });
// @ts-expect-error a value the schema does not take (my_deal status is 0, 1 or 3)
void api.get('/v1/api/forex/my_deal', { status: 2 });
// @ts-expect-error a required field missing (the password)
void api.postForm('/api/user/loginForU', { account: 'a@b.co' });
// @ts-expect-error a required body left out
void api.post('/v1/api/forex/close');
// @ts-expect-error a body to a route that takes none
void api.post('/api/user/logout', { all: true });
