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
 * own nor call a path or a method the server does not answer.
 */

expectTypeOf(api.get('/api/user/info')).resolves.toEqualTypeOf<UserInfo>();
expectTypeOf(api.post('/v1/api/forex/close', { id: 1 })).resolves.toEqualTypeOf<OrderView>();
expectTypeOf(api.postForm('/api/user/loginForU')).resolves.toEqualTypeOf<SessionResult>();
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
