/**
 * Every id a route takes, classified for the ownership matrix (ownership-matrix.test.ts). A new
 * route with an id field fails that test until it is listed here:
 *  - `owned`: names something a client owns; account B is sent account A's id of that kind;
 *  - `reference`: names public or catalogue data (pairs, areas, channels, published articles);
 *  - `staff`: a back-office route, guarded by the role matrix (admin.test.ts).
 */
export type IdKind = 'position' | 'pending' | 'follow' | 'draw_method' | 'session';

/** Owned kinds the matrix cannot seed yet (so their routes are not called as B): with why. */
export const NOT_SEEDED: Partial<Record<IdKind, string>> = {
  follow: 'needs an approved copy trader; ownership is covered in copy-api.test.ts',
  draw_method:
    'needs a real, certified account; ownership is covered in funds-withdrawals.test.ts and client-security.test.ts',
  session: "ownership is covered in client-security.test.ts (another client's session id answers 1922)",
};

export type IdClass = { owned: IdKind } | { reference: string } | { staff: string };

const pair = { reference: 'a trading pair (public list)' } as const;
const area = { reference: 'a phone area (public list)' } as const;
const staff = (what: string) => ({ staff: what }) as const;
const ADMIN_ID = staff('guarded by the permission matrix');

export const OWNERSHIP: Record<string, Record<string, IdClass>> = {
  'GET /api/user/createAccountDemoForU': { demo_id: { reference: 'a device id chosen by the caller' } },
  'POST /api/user/register': { area_id: area, company_id: { reference: 'a listed company' } },
  'POST /api/user/forget_password': { area_id: area },
  'POST /api/notify/send_sms': { area_id: area },
  'GET /v1/api/forex/kline': { forex_id: pair },
  'GET /v1/api/forex/abbreviated_cache_kline': { forex_id: pair },
  'GET /v1/api/forex/submit': { forex_id: pair },
  'POST /v1/api/forex/submit': { forex_id: pair },
  'GET /v1/api/forex/close': { id: { owned: 'position' } },
  'POST /v1/api/forex/close': { id: { owned: 'position' } },
  'GET /v1/api/forex/cancel_trade': { id: { owned: 'pending' } },
  'POST /v1/api/forex/cancel_trade': { id: { owned: 'pending' } },
  'GET /v1/api/forex/set_stop_price': { id: { owned: 'position' } },
  'POST /v1/api/forex/set_stop_price': { id: { owned: 'position' } },
  'GET /api/quickCharge/submit': { charge_id: { reference: 'a deposit channel' } },
  'GET /api/quickCharge/wire_submit': { wire_id: { reference: 'a wire account of the company' } },
  'POST /api/quickCharge/card_callback': { payment_id: { reference: "the card provider's payment, signed" } },
  'GET /api/account/draw': {
    draw_currency_id: { reference: 'a withdrawal currency' },
    draw_method_id: { owned: 'draw_method' },
  },
  'POST /api/account/draw': {
    draw_currency_id: { reference: 'a withdrawal currency' },
    draw_method_id: { owned: 'draw_method' },
  },
  'GET /api/wallet/get_draw_method': { draw_id: { reference: 'a withdrawal method type (filters my own)' } },
  'POST /api/wallet/bind_draw_method': { draw_id: { reference: 'a withdrawal method type' } },
  'POST /api/wallet/del_draw_method': { id: { owned: 'draw_method' } },
  'POST /api/wallet/confirm_draw_method': { id: { owned: 'draw_method' } },
  'POST /api/wallet/resend_draw_method_code': { id: { owned: 'draw_method' } },
  'POST /api/user/session_revoke': { id: { owned: 'session' } },
  'POST /api/user_real/real_name': { card_id: { reference: 'the number on an ID card (text)' } },
  'GET /api/follow/detail': { id: { reference: 'a public copy trader' } },
  'GET /api/follow/backtest': { trader_id: { reference: 'a public copy trader' } },
  'POST /api/follow/follow': { trader_id: { reference: 'a public copy trader' } },
  'GET /api/follow/activity': { id: { owned: 'follow' } },
  'POST /api/follow/cancel': { id: { owned: 'follow' } },
  'POST /api/follow/pause': { id: { owned: 'follow' } },
  'GET /api/news/list': { category_id: { reference: 'a news category' } },
  'GET /api/news/info': { id: { reference: 'a published article' } },
  'GET /api/company/info': { id: { reference: 'a listed company' } },
  'POST /api/company/complaint': { company_id: { reference: 'a listed company' } },
  'POST /admin/api/funds/deposits/{id}/approve': { id: ADMIN_ID },
  'POST /admin/api/funds/deposits/{id}/reject': { id: ADMIN_ID },
  'POST /admin/api/funds/withdrawals/{id}/pay': { id: ADMIN_ID },
  'POST /admin/api/funds/withdrawals/{id}/reject': { id: ADMIN_ID },
  'POST /admin/api/clients/{id}/status': { id: ADMIN_ID },
  'POST /admin/api/clients/{id}/adjust': { id: ADMIN_ID },
  'GET /admin/api/clients/{id}': { id: ADMIN_ID },
  'POST /admin/api/clients/{id}/revoke-sessions': { id: ADMIN_ID },
  'GET /admin/api/audit': { target_id: ADMIN_ID },
  'PUT /admin/api/instruments/{id}': { id: ADMIN_ID, categoryId: ADMIN_ID },
  'PUT /admin/api/funds/currencies/{id}': { id: ADMIN_ID },
  'PUT /admin/api/funds/channels/{id}': { id: ADMIN_ID },
  'PUT /admin/api/funds/wires/{id}': { id: ADMIN_ID },
  'PUT /admin/api/staff/{id}': { id: ADMIN_ID },
  'POST /admin/api/staff/{id}/reset-totp': { id: ADMIN_ID },
  'POST /admin/api/staff/{id}/reset-password': { id: ADMIN_ID },
  'GET /admin/api/news/{id}': { id: ADMIN_ID },
  'PUT /admin/api/news/{id}': { id: ADMIN_ID },
  'POST /admin/api/news/{id}/publish': { id: ADMIN_ID },
  'POST /admin/api/news/{id}/delete': { id: ADMIN_ID },
  'GET /admin/api/support/conversations/{id}': { id: ADMIN_ID },
  'POST /admin/api/support/conversations/{id}/reply': { id: ADMIN_ID },
  'POST /admin/api/support/conversations/{id}/close': { id: ADMIN_ID },
  'POST /admin/api/support/conversations/{id}/reopen': { id: ADMIN_ID },
  'POST /admin/api/support/canned/{id}/delete': { id: ADMIN_ID },
  'POST /admin/api/feedback/{id}/handle': { id: ADMIN_ID },
  'POST /admin/api/feedback/{id}/reply': { id: ADMIN_ID },
  'GET /admin/api/companies/{id}': { id: ADMIN_ID },
  'PUT /admin/api/companies/{id}': { id: ADMIN_ID },
  'GET /admin/api/complaints': { company_id: ADMIN_ID },
  'GET /admin/api/clients/{id}/kyc': { id: ADMIN_ID },
  'POST /admin/api/kyc/{id}/approve': { id: ADMIN_ID },
  'POST /admin/api/kyc/{id}/reject': { id: ADMIN_ID },
  'GET /admin/api/clients/{id}/referrals': { id: ADMIN_ID },
  'POST /admin/api/copy/traders/{id}/review': { id: ADMIN_ID },
  'POST /admin/api/copy/traders/{id}/hide': { id: ADMIN_ID },
  'POST /admin/api/copy/traders/{id}/revoke': { id: ADMIN_ID },
  'POST /admin/api/copy/traders/name': { user_id: ADMIN_ID },
  'GET /admin/api/copy/follows': { trader_id: ADMIN_ID, user_id: ADMIN_ID },
  'GET /admin/api/copy/activity': { follow_id: ADMIN_ID },
};
