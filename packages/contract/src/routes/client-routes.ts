import {
  amendPasswordBody,
  demoQuery,
  forgetPasswordBody,
  loginBody,
  registerBody,
  sendEmailBody,
  sendSmsBody,
  sessionResult,
  userInfo,
} from '../auth.js';
import { uploadedUrl } from '../backoffice/settings.js';
import {
  companyInfoQuery,
  companyPage,
  companySearchQuery,
  complaintBody,
  complaintEmail,
} from '../company.js';
import {
  backtestResult,
  followActivityPage,
  followActivityQuery,
  followApplyBody,
  followBacktestQuery,
  followBody,
  followCancelBody,
  followDetailQuery,
  followListQuery,
  followMyQuery,
  followPauseBody,
  followState,
  myFollowPage,
  rankPage,
  traderApplication,
  traderApplied,
  traderDetail,
} from '../copy.js';
import {
  bankWireList,
  bindMethodBody,
  cardCallbackBody,
  cardChargeBody,
  cardChargeResult,
  cardDepositInfo,
  chargeChannelList,
  chargeListQuery,
  chargeSubmitted,
  chargeSymbolList,
  coinChargeQuery,
  deleteMethodBody,
  depositRecordPage,
  drawBody,
  drawCurrencyList,
  drawListQuery,
  drawMethod,
  drawMethodList,
  drawMethodQuery,
  drawResult,
  drawTypeQuery,
  forexDetail,
  walletBalance,
  wireChargeQuery,
  wireInfoQuery,
  withdrawRecordPage,
} from '../funds.js';
import { healthReport } from '../health.js';
import { inviteList, inviteListQuery, kycCenter, realNameBody, realNameSubmitted } from '../identity.js';
import { categoryList, forexItemList, klinePointList, klineQuery, tradeListQuery } from '../market.js';
import { newsDetail, newsInfoQuery, newsList, newsListQuery } from '../news.js';
import { noData } from '../schema-helpers.js';
import {
  confirmMethodBody,
  resendMethodCodeBody,
  securityState,
  sessionRevokeBody,
  sessionViewList,
  totpDisableBody,
  totpEnableBody,
  totpEnableResult,
  totpSetupResult,
} from '../security.js';
import {
  areaCodeList,
  basicInfo,
  captcha,
  company,
  companyStatus,
  publicSettingValue,
  settingQuery,
} from '../settings.js';
import {
  feedbackSubmitBody,
  feedbackSubmitted,
  supportMessage,
  supportMessagesPage,
  supportMessagesQuery,
  supportSendBody,
  supportUnread,
} from '../support.js';
import {
  fundRecordPage,
  myDealQuery,
  myDealResult,
  orderIdParam,
  orderView,
  pageQuery,
  setStopPrice,
  submitOrder,
} from '../trading.js';
import type { RouteMap, RouteTypes } from './route-types.js';

/**
 * Every client route (`/api/…`, `/v1/api/…`, `/healthz`) → the schema of its answer's `data`, and
 * of the `body` or `query` it validates: the very objects its server route declares
 * (apps/server/test/client-schemas.test.ts proves both ways). The web client takes its answer and
 * argument types from this map; a route with two methods has two keys.
 */
export const clientRoutes = {
  'GET /healthz': { data: healthReport },

  // Settings and the public site.
  'GET /api/default/area_list': { data: areaCodeList },
  'GET /api/basicSet/getBasicInfo': { data: basicInfo },
  'GET /api/default/setting': { data: publicSettingValue, query: settingQuery },
  'GET /api/company/getCompanyStatus': { data: companyStatus },
  'GET /api/default/captcha': { data: captcha },

  // Sign-in, the account and its protections.
  'POST /api/user/loginForU': { data: sessionResult, body: loginBody },
  'GET /api/user/createAccountDemoForU': { data: sessionResult, query: demoQuery },
  'GET /api/user/info': { data: userInfo },
  'POST /api/user/register': { data: sessionResult, body: registerBody },
  'POST /api/user/logout': { data: noData },
  'POST /api/user/amend_password': { data: noData, body: amendPasswordBody },
  'POST /api/user/forget_password': { data: noData, body: forgetPasswordBody },
  'POST /api/notify/send_email': { data: noData, body: sendEmailBody },
  'POST /api/notify/send_sms': { data: noData, body: sendSmsBody },
  'GET /api/user/security': { data: securityState },
  'POST /api/user/totp_setup': { data: totpSetupResult },
  'POST /api/user/totp_enable': { data: totpEnableResult, body: totpEnableBody },
  'POST /api/user/totp_disable': { data: noData, body: totpDisableBody },
  'GET /api/user/session_list': { data: sessionViewList },
  'POST /api/user/session_revoke': { data: noData, body: sessionRevokeBody },
  'POST /api/user/session_revoke_others': { data: noData },

  // The trading account, the market and orders.
  'GET /v1/api/main/wallet/getBalance': { data: walletBalance },
  'GET /v1/api/main/account/forexDetail': { data: forexDetail },
  'GET /v1/api/main/accountLog/forexChange': { data: fundRecordPage, query: pageQuery },
  'GET /v1/api/forex/trade_list': { data: forexItemList, query: tradeListQuery },
  'GET /v1/api/forex/getCategories': { data: categoryList },
  'GET /v1/api/forex/kline': { data: klinePointList, query: klineQuery },
  'GET /v1/api/forex/abbreviated_cache_kline': { data: klinePointList, query: klineQuery },
  'GET /v1/api/forex/submit': { data: orderView, query: submitOrder },
  'POST /v1/api/forex/submit': { data: orderView, body: submitOrder },
  'GET /v1/api/forex/close': { data: orderView, query: orderIdParam },
  'POST /v1/api/forex/close': { data: orderView, body: orderIdParam },
  'GET /v1/api/forex/cancel_trade': { data: orderView, query: orderIdParam },
  'POST /v1/api/forex/cancel_trade': { data: orderView, body: orderIdParam },
  'GET /v1/api/forex/set_stop_price': { data: orderView, query: setStopPrice },
  'POST /v1/api/forex/set_stop_price': { data: orderView, body: setStopPrice },
  'GET /v1/api/forex/my_deal': { data: myDealResult, query: myDealQuery },
  'GET /v1/api/main/user/resetForexDemoAccount': { data: noData },

  // Deposits, withdrawals and their methods.
  'POST /api/common/image_upload': { data: uploadedUrl },
  'GET /api/quickCharge/info': { data: chargeChannelList },
  'GET /api/quickCharge/symbols': { data: chargeSymbolList },
  'GET /api/quickCharge/wire_info': { data: bankWireList, query: wireInfoQuery },
  'GET /api/quickCharge/submit': { data: chargeSubmitted, query: coinChargeQuery },
  'GET /api/quickCharge/wire_submit': { data: chargeSubmitted, query: wireChargeQuery },
  'GET /api/quickCharge/card_info': { data: cardDepositInfo },
  'POST /api/quickCharge/card_submit': { data: cardChargeResult, body: cardChargeBody },
  'POST /api/quickCharge/card_callback': { data: noData, body: cardCallbackBody },
  'GET /api/quickCharge/quick_ist': { data: depositRecordPage, query: chargeListQuery },
  'GET /api/account/draw_symbol_list': { data: drawCurrencyList, query: drawTypeQuery },
  'GET /api/account/draw': { data: drawResult, query: drawBody },
  'POST /api/account/draw': { data: drawResult, body: drawBody },
  'GET /api/account/draw_list': { data: withdrawRecordPage, query: drawListQuery },
  'GET /api/wallet/get_draw_method': { data: drawMethodList, query: drawMethodQuery },
  'POST /api/wallet/bind_draw_method': { data: drawMethod, body: bindMethodBody },
  'POST /api/wallet/del_draw_method': { data: noData, body: deleteMethodBody },
  'POST /api/wallet/confirm_draw_method': { data: noData, body: confirmMethodBody },
  'POST /api/wallet/resend_draw_method_code': { data: noData, body: resendMethodCodeBody },

  // Identity and referrals.
  'POST /api/user_real/real_name': { data: realNameSubmitted, body: realNameBody },
  'GET /api/user_real/center': { data: kycCenter },
  'GET /api/user/invite_list': { data: inviteList, query: inviteListQuery },

  // Copy trading.
  'GET /api/follow/list': { data: rankPage, query: followListQuery },
  'GET /api/follow/detail': { data: traderDetail, query: followDetailQuery },
  'GET /api/follow/backtest': { data: backtestResult, query: followBacktestQuery },
  'POST /api/follow/follow': { data: followState, body: followBody },
  'GET /api/follow/my': { data: myFollowPage, query: followMyQuery },
  'GET /api/follow/activity': { data: followActivityPage, query: followActivityQuery },
  'POST /api/follow/cancel': { data: followState, body: followCancelBody },
  'POST /api/follow/pause': { data: followState, body: followPauseBody },
  'POST /api/follow/apply': { data: traderApplied, body: followApplyBody },
  'GET /api/follow/application': { data: traderApplication },

  // News, support and the company directory.
  'GET /api/news/list': { data: newsList, query: newsListQuery },
  'GET /api/news/info': { data: newsDetail, query: newsInfoQuery },
  'GET /api/support/messages': { data: supportMessagesPage, query: supportMessagesQuery },
  'POST /api/support/send': { data: supportMessage, body: supportSendBody },
  'POST /api/support/read': { data: supportUnread },
  'GET /api/support/unread': { data: supportUnread },
  'POST /api/feedback/submit': { data: feedbackSubmitted, body: feedbackSubmitBody },
  'GET /api/company/getCompany': { data: company },
  'GET /api/company/search': { data: companyPage, query: companySearchQuery },
  'GET /api/company/info': { data: company, query: companyInfoQuery },
  'GET /api/company/complaint_email': { data: complaintEmail },
  'POST /api/company/complaint': { data: noData, body: complaintBody },
} as const satisfies RouteMap;

/** What every client route answers and takes, by `'METHOD /path'`. */
export type ClientRouteTypes = RouteTypes<typeof clientRoutes>;
