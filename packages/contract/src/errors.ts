/**
 * The one error catalogue (STYLE habit 6). Every code the API can answer with, when it
 * happens, and the message key its localized `msg` comes from (locales/*.json → errors.*).
 * Business errors travel as HTTP 200 with the envelope (DESIGN §3).
 */
export const ErrorCode = {
  /** Success. */
  OK: 1,
  /** No token, an unknown, revoked or expired token (SPEC §8: the client clears the session). */
  NOT_LOGGED_IN: 999,
  /** Anything unexpected; the details are logged, never sent. */
  INTERNAL: 1000,
  /** A request parameter failed its schema; `msg` names what to fix. */
  INVALID_PARAMS: 1001,
  /** No such route or record. */
  NOT_FOUND: 1002,
  /** A rate limit was hit; `msg` says when to retry. */
  RATE_LIMITED: 1003,
  /** The body could not be parsed (malformed JSON, wrong content type). */
  MALFORMED_BODY: 1004,
  /** The body or an upload exceeds its size limit. */
  BODY_TOO_LARGE: 1005,
  /** Register: the e-mail or mobile number already has an account. */
  ACCOUNT_EXISTS: 1100,
  /** Login: unknown account or wrong password (one message for both, no enumeration). */
  BAD_CREDENTIALS: 1101,
  /** A verification code is wrong, expired, already used or was never sent. */
  CODE_INVALID: 1102,
  /** Too many wrong tries on one code: it is burnt, a new one must be requested. */
  CODE_TOO_MANY_ATTEMPTS: 1103,
  /** A code was sent to this target less than 60 s ago (SPEC §9). */
  CODE_SEND_TOO_SOON: 1104,
  /** The picture captcha answer is wrong, expired or already used. */
  CAPTCHA_INVALID: 1105,
  /** Password and confirmation differ (SPEC §5 "Password inconsistency"). */
  PASSWORD_MISMATCH: 1106,
  /** The account was disabled by the back office. */
  ACCOUNT_DISABLED: 1107,
  /** Register: the invite code belongs to no user. */
  INVITE_CODE_INVALID: 1108,
  /** A demo account called something only a real account may do (SPEC §6). */
  ONLY_REAL_ACCOUNT: 1109,
  /** Register or send_sms: the area id is unknown. */
  AREA_INVALID: 1110,
  /** The site is switched off (getCompanyStatus status ≠ 0). */
  SITE_CLOSED: 1111,
  /** A forex_id or code names no trade pair. */
  PAIR_NOT_FOUND: 1200,
  /** SPEC §5: the pair has no leverage options and is not in fixed margin mode. */
  NO_LEVERAGE: 1300,
  /** The pair is closed (schedule or admin switch); SPEC §5 disables buy and sell. */
  MARKET_CLOSED: 1301,
  /** Lots below ForexMinCont or not a multiple of Pip. */
  LOTS_INVALID: 1302,
  /** The leverage is not one of HasForexMultiple. */
  LEVERAGE_INVALID: 1303,
  /** Free margin < margin + fee (DESIGN §5). */
  INSUFFICIENT_MARGIN: 1304,
  /** No such order for this account (also for another account's order: no leak). */
  ORDER_NOT_FOUND: 1305,
  /** The order moved on meanwhile (closed by SL/TP, filled, cancelled). */
  ORDER_STATE_CHANGED: 1306,
  /** A stop loss on the wrong side of the market (DESIGN §5). */
  STOP_LOSS_INVALID: 1307,
  /** A take profit on the wrong side of the market. */
  TAKE_PROFIT_INVALID: 1308,
  /** A pending order without a positive target price. */
  TARGET_PRICE_REQUIRED: 1309,
  /** The same Idempotency-Key is still being processed. */
  REQUEST_IN_PROGRESS: 1310,
  /** The pair has no quote yet (feed not started). */
  NO_QUOTE: 1311,
  /** Funds: unknown or disabled currency. */
  CURRENCY_NOT_FOUND: 1400,
  /** Funds: unknown coin channel (or none for the currency, SPEC §5). */
  CHANNEL_NOT_FOUND: 1401,
  /** Funds: bank charge without a wire selection (SPEC §5). */
  WIRE_NOT_FOUND: 1402,
  /** Funds: no such bound method for this user (SPEC §5 "set up a collection account first"). */
  METHOD_NOT_FOUND: 1403,
  /** Funds: amount outside the currency's bounds, zero, negative or not a number. */
  AMOUNT_INVALID: 1404,
  /** Funds: a coin address of the wrong format for its network. */
  ADDRESS_INVALID: 1405,
  /** Funds: more than the free margin (DESIGN §6: only free margin can be withdrawn). */
  INSUFFICIENT_FUNDS: 1406,
  /** Upload: not a JPEG/PNG/WebP by its bytes, or too large. */
  UPLOAD_INVALID: 1407,
  /** Card: the payment provider declined. */
  CARD_DECLINED: 1408,
  /** Card: malformed card data. */
  CARD_INVALID: 1409,
  /** Review: the deposit or withdrawal was already processed. */
  RECORD_STATE_CHANGED: 1410,
  /** A provider notification with a bad signature. */
  SIGNATURE_INVALID: 1411,
  /** Funds: after the fee and the 2-decimal rounding (SPEC §9) the withdrawal would pay out nothing. */
  WITHDRAW_NET_ZERO: 1412,
  /** Card deposits are not offered (no card provider configured). */
  CARD_UNAVAILABLE: 1413,
  /** Back office: password accepted, the TOTP code is missing (or enrolment is needed). */
  TOTP_REQUIRED: 1500,
  /** Back office: a wrong or replayed TOTP code. */
  TOTP_INVALID: 1501,
  /** Back office: the staff role lacks the permission of this route. */
  FORBIDDEN: 1502,
  /** Back office: a staff account with this e-mail exists. */
  STAFF_EXISTS: 1503,
  /** Back office: the last enabled owner cannot be demoted or disabled. */
  LAST_OWNER: 1504,
  /** Back office: no such staff account. */
  STAFF_NOT_FOUND: 1505,
  /** Company directory: no such company, or it is not published (no leak of drafts). */
  COMPANY_NOT_FOUND: 1650,
  /** Complaint: no compliance address is configured (nor a company contact e-mail) to mail it to. */
  COMPLAINT_NO_RECIPIENT: 1651,
  /** Back office: site status ≠ 0 needs an http(s) loss_url, or every visitor would be stranded. */
  LOSS_URL_REQUIRED: 1652,
  /** Register: the company_id of the sign-up link names no published company. */
  REGISTER_COMPANY_INVALID: 1653,
  /** News: no such article, or not published (yet) in a language the reader sees: never leaked. */
  NEWS_NOT_FOUND: 1700,
  /** Back office: a schedule time that is not in the future. */
  NEWS_SCHEDULE_PAST: 1701,
  /** Back office: publishing an article whose content is empty once cleaned. */
  NEWS_CONTENT_EMPTY: 1702,
  /** Back office: the story already has a version in that language. */
  NEWS_VERSION_EXISTS: 1703,
  /** Support chat or feedback: an image url that was not uploaded by this account. */
  SUPPORT_IMAGE_NOT_YOURS: 1750,
  /** Back office: no such support conversation. */
  SUPPORT_CONVERSATION_NOT_FOUND: 1751,
  /** Back office: a reply to a closed conversation (reopen it first). */
  SUPPORT_CONVERSATION_CLOSED: 1752,
  /** Back office: no such feedback. */
  FEEDBACK_NOT_FOUND: 1753,
  /** Back office: close, reopen or mark handled on something already in that state. */
  SUPPORT_STATE_CHANGED: 1754,
  /** Back office: a one-time password must be changed before anything else (issue 14). */
  STAFF_PASSWORD_CHANGE_REQUIRED: 1900,
  /** Funds: the client already has the most deposit claims waiting for review. */
  TOO_MANY_PENDING_DEPOSITS: 1901,
  /** Funds: the client already has the most saved withdrawal accounts and addresses. */
  TOO_MANY_METHODS: 1902,
  /** Funds: the client already has the most withdrawals waiting for review. */
  TOO_MANY_PENDING_WITHDRAWALS: 1903,
  /** Trading: this node has heard no price from the feed for longer than the staleness limit. */
  PRICES_STALE: 1904,
  /**
   * Back office: a cookie-authenticated request without the session's CSRF token, or sent from
   * another site (Sec-Fetch-Site / Origin); issue 14.
   */
  STAFF_REQUEST_REFUSED: 1940,
  /** Withdrawals are held for 24 h after a password or two-factor change; `msg` says until when. */
  WITHDRAW_HELD: 1920,
  /** Withdrawal: the method is not confirmed yet (the code e-mailed when it was bound). */
  METHOD_UNCONFIRMED: 1921,
  /** Sessions: no such live session of this client (another client's id answers the same). */
  SESSION_NOT_FOUND: 1922,
  /** Two-factor setup or enable while it is already on. */
  TOTP_ALREADY_ENABLED: 1923,
  /** Two-factor disable while it is off. */
  TOTP_NOT_ENABLED: 1924,
  /** Two-factor enable without a setup started (or after it was replaced): start again. */
  TOTP_SETUP_MISSING: 1925,
  /** Confirm or resend for a method that is already confirmed. */
  METHOD_ALREADY_CONFIRMED: 1926,
  /** A security change with a wrong current password. */
  PASSWORD_WRONG: 1927,
  /** Method confirmation: the code is wrong or expired (a new one can be sent). */
  METHOD_CODE_INVALID: 1928,
  /** real_name: a submission is already waiting for review (DESIGN §7: refused while 1). */
  KYC_WAITING: 1600,
  /** real_name: the account is already certified (DESIGN §7: refused while 2). */
  KYC_CERTIFIED: 1601,
  /** An image URL that this account did not upload (or that does not exist). */
  UPLOAD_NOT_YOURS: 1602,
  /** account/draw: withdrawals need a certified account (setting withdraw_requires_kyc). */
  KYC_REQUIRED: 1603,
  /** Copy trading: a trader cannot follow themself. */
  FOLLOW_SELF: 1800,
  /** Copy trading: no such trader, or not approved, hidden or revoked. */
  TRADER_NOT_COPYABLE: 1801,
  /** Copy trading: an active or paused follow of this trader exists already. */
  FOLLOW_EXISTS: 1802,
  /** Copy trading: the amount is not a number, zero, negative or has more than 2 decimals. */
  FOLLOW_AMOUNT_INVALID: 1803,
  /** Copy trading: the amount is more than the follower's free margin. */
  FOLLOW_AMOUNT_OVER_FREE_MARGIN: 1804,
  /** Copy trading: the multiple is outside 0.1–10. */
  FOLLOW_MULTIPLE_INVALID: 1805,
  /** Copy trading: the stop-loss rate is outside 0.05–0.95. */
  FOLLOW_STOP_LOSS_INVALID: 1806,
  /** Copy trading: no such follow of this user (another user's follow: no leak). */
  FOLLOW_NOT_FOUND: 1807,
  /** Copy trading: the follow was already stopped. */
  FOLLOW_STATE_CHANGED: 1808,
  /** Copy trading: an application is waiting or the account is already a trader. */
  TRADER_APPLICATION_EXISTS: 1809,
  /** Back office: no such trader or application. */
  TRADER_NOT_FOUND: 1810,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Message key (under `errors.` in the locale files) for each non-success code. */
export const ERROR_MESSAGE_KEY: Record<Exclude<ErrorCodeName, 'OK'>, string> = {
  NOT_LOGGED_IN: 'errors.not_logged_in',
  INTERNAL: 'errors.internal',
  INVALID_PARAMS: 'errors.invalid_params',
  NOT_FOUND: 'errors.not_found',
  RATE_LIMITED: 'errors.rate_limited',
  MALFORMED_BODY: 'errors.malformed_body',
  BODY_TOO_LARGE: 'errors.body_too_large',
  ACCOUNT_EXISTS: 'errors.account_exists',
  BAD_CREDENTIALS: 'errors.bad_credentials',
  CODE_INVALID: 'errors.code_invalid',
  CODE_TOO_MANY_ATTEMPTS: 'errors.code_too_many_attempts',
  CODE_SEND_TOO_SOON: 'errors.code_send_too_soon',
  CAPTCHA_INVALID: 'errors.captcha_invalid',
  PASSWORD_MISMATCH: 'errors.password_mismatch',
  ACCOUNT_DISABLED: 'errors.account_disabled',
  INVITE_CODE_INVALID: 'errors.invite_code_invalid',
  ONLY_REAL_ACCOUNT: 'errors.only_real_account',
  AREA_INVALID: 'errors.area_invalid',
  SITE_CLOSED: 'errors.site_closed',
  PAIR_NOT_FOUND: 'errors.pair_not_found',
  NO_LEVERAGE: 'errors.no_leverage',
  MARKET_CLOSED: 'errors.market_closed',
  LOTS_INVALID: 'errors.lots_invalid',
  LEVERAGE_INVALID: 'errors.leverage_invalid',
  INSUFFICIENT_MARGIN: 'errors.insufficient_margin',
  ORDER_NOT_FOUND: 'errors.order_not_found',
  ORDER_STATE_CHANGED: 'errors.order_state_changed',
  STOP_LOSS_INVALID: 'errors.stop_loss_invalid',
  TAKE_PROFIT_INVALID: 'errors.take_profit_invalid',
  TARGET_PRICE_REQUIRED: 'errors.target_price_required',
  REQUEST_IN_PROGRESS: 'errors.request_in_progress',
  NO_QUOTE: 'errors.no_quote',
  CURRENCY_NOT_FOUND: 'errors.currency_not_found',
  CHANNEL_NOT_FOUND: 'errors.channel_not_found',
  WIRE_NOT_FOUND: 'errors.wire_not_found',
  METHOD_NOT_FOUND: 'errors.method_not_found',
  AMOUNT_INVALID: 'errors.amount_invalid',
  ADDRESS_INVALID: 'errors.address_invalid',
  INSUFFICIENT_FUNDS: 'errors.insufficient_funds',
  UPLOAD_INVALID: 'errors.upload_invalid',
  CARD_DECLINED: 'errors.card_declined',
  CARD_INVALID: 'errors.card_invalid',
  RECORD_STATE_CHANGED: 'errors.record_state_changed',
  SIGNATURE_INVALID: 'errors.signature_invalid',
  WITHDRAW_NET_ZERO: 'errors.withdraw_net_zero',
  CARD_UNAVAILABLE: 'errors.card_unavailable',
  TOTP_REQUIRED: 'errors.totp_required',
  TOTP_INVALID: 'errors.totp_invalid',
  WITHDRAW_HELD: 'errors.withdraw_held',
  METHOD_UNCONFIRMED: 'errors.method_unconfirmed',
  SESSION_NOT_FOUND: 'errors.session_not_found',
  TOTP_ALREADY_ENABLED: 'errors.totp_already_enabled',
  TOTP_NOT_ENABLED: 'errors.totp_not_enabled',
  TOTP_SETUP_MISSING: 'errors.totp_setup_missing',
  METHOD_ALREADY_CONFIRMED: 'errors.method_already_confirmed',
  PASSWORD_WRONG: 'errors.password_wrong',
  METHOD_CODE_INVALID: 'errors.method_code_invalid',
  FORBIDDEN: 'errors.forbidden',
  STAFF_EXISTS: 'errors.staff_exists',
  LAST_OWNER: 'errors.last_owner',
  STAFF_NOT_FOUND: 'errors.staff_not_found',
  COMPANY_NOT_FOUND: 'errors.company_not_found',
  COMPLAINT_NO_RECIPIENT: 'errors.complaint_no_recipient',
  LOSS_URL_REQUIRED: 'errors.loss_url_required',
  REGISTER_COMPANY_INVALID: 'errors.register_company_invalid',
  NEWS_NOT_FOUND: 'errors.news_not_found',
  NEWS_SCHEDULE_PAST: 'errors.news_schedule_past',
  NEWS_CONTENT_EMPTY: 'errors.news_content_empty',
  NEWS_VERSION_EXISTS: 'errors.news_version_exists',
  SUPPORT_IMAGE_NOT_YOURS: 'errors.support_image_not_yours',
  SUPPORT_CONVERSATION_NOT_FOUND: 'errors.support_conversation_not_found',
  SUPPORT_CONVERSATION_CLOSED: 'errors.support_conversation_closed',
  FEEDBACK_NOT_FOUND: 'errors.feedback_not_found',
  SUPPORT_STATE_CHANGED: 'errors.support_state_changed',
  STAFF_PASSWORD_CHANGE_REQUIRED: 'errors.staff_password_change_required',
  TOO_MANY_PENDING_DEPOSITS: 'errors.too_many_pending_deposits',
  TOO_MANY_METHODS: 'errors.too_many_methods',
  TOO_MANY_PENDING_WITHDRAWALS: 'errors.too_many_pending_withdrawals',
  PRICES_STALE: 'errors.prices_stale',
  STAFF_REQUEST_REFUSED: 'staff_session.request_refused',
  KYC_WAITING: 'errors.kyc_waiting',
  KYC_CERTIFIED: 'errors.kyc_certified',
  UPLOAD_NOT_YOURS: 'errors.upload_not_yours',
  KYC_REQUIRED: 'errors.kyc_required',
  FOLLOW_SELF: 'errors.follow_self',
  TRADER_NOT_COPYABLE: 'errors.trader_not_copyable',
  FOLLOW_EXISTS: 'errors.follow_exists',
  FOLLOW_AMOUNT_INVALID: 'errors.follow_amount_invalid',
  FOLLOW_AMOUNT_OVER_FREE_MARGIN: 'errors.follow_amount_over_free_margin',
  FOLLOW_MULTIPLE_INVALID: 'errors.follow_multiple_invalid',
  FOLLOW_STOP_LOSS_INVALID: 'errors.follow_stop_loss_invalid',
  FOLLOW_NOT_FOUND: 'errors.follow_not_found',
  FOLLOW_STATE_CHANGED: 'errors.follow_state_changed',
  TRADER_APPLICATION_EXISTS: 'errors.trader_application_exists',
  TRADER_NOT_FOUND: 'errors.trader_not_found',
};

/** The response envelope of every HTTP call (SPEC §7, §8). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
