import { sessionResult, userInfo } from '../auth.js';
import { uploadedUrl } from '../backoffice/settings.js';
import { companyPage, complaintEmail } from '../company.js';
import {
  backtestResult,
  followActivityPage,
  followState,
  myFollowPage,
  rankPage,
  traderApplication,
  traderApplied,
  traderDetail,
} from '../copy.js';
import {
  bankWireList,
  cardChargeResult,
  cardDepositInfo,
  chargeChannelList,
  chargeSubmitted,
  chargeSymbolList,
  depositRecordPage,
  drawCurrencyList,
  drawMethod,
  drawMethodList,
  drawResult,
  forexDetail,
  walletBalance,
  withdrawRecordPage,
} from '../funds.js';
import { healthReport } from '../health.js';
import { inviteList, kycCenter, realNameSubmitted } from '../identity.js';
import { categoryList, forexItemList, klinePointList } from '../market.js';
import { newsDetail, newsList } from '../news.js';
import { noData } from '../schema-helpers.js';
import { securityState, sessionViewList, totpEnableResult, totpSetupResult } from '../security.js';
import { areaCodeList, basicInfo, captcha, company, companyStatus, publicSettingValue } from '../settings.js';
import { feedbackSubmitted, supportMessage, supportMessagesPage, supportUnread } from '../support.js';
import { fundRecordPage, myDealResult, orderView } from '../trading.js';
import type { RouteAnswers, RouteMap } from './route-types.js';

/**
 * Every client route (`/api/…`, `/v1/api/…`, `/healthz`) → the schema of its answer's `data`: the
 * very object its server route declares (apps/server/test/client-schemas.test.ts proves both ways).
 * The web client takes its answer types from this map; a route with two methods has two keys.
 */
export const clientRoutes = {
  'GET /healthz': healthReport,

  // Settings and the public site.
  'GET /api/default/area_list': areaCodeList,
  'GET /api/basicSet/getBasicInfo': basicInfo,
  'GET /api/default/setting': publicSettingValue,
  'GET /api/company/getCompanyStatus': companyStatus,
  'GET /api/default/captcha': captcha,

  // Sign-in, the account and its protections.
  'POST /api/user/loginForU': sessionResult,
  'GET /api/user/createAccountDemoForU': sessionResult,
  'GET /api/user/info': userInfo,
  'POST /api/user/register': sessionResult,
  'POST /api/user/logout': noData,
  'POST /api/user/amend_password': noData,
  'POST /api/user/forget_password': noData,
  'POST /api/notify/send_email': noData,
  'POST /api/notify/send_sms': noData,
  'GET /api/user/security': securityState,
  'POST /api/user/totp_setup': totpSetupResult,
  'POST /api/user/totp_enable': totpEnableResult,
  'POST /api/user/totp_disable': noData,
  'GET /api/user/session_list': sessionViewList,
  'POST /api/user/session_revoke': noData,
  'POST /api/user/session_revoke_others': noData,

  // The trading account, the market and orders.
  'GET /v1/api/main/wallet/getBalance': walletBalance,
  'GET /v1/api/main/account/forexDetail': forexDetail,
  'GET /v1/api/main/accountLog/forexChange': fundRecordPage,
  'GET /v1/api/forex/trade_list': forexItemList,
  'GET /v1/api/forex/getCategories': categoryList,
  'GET /v1/api/forex/kline': klinePointList,
  'GET /v1/api/forex/abbreviated_cache_kline': klinePointList,
  'GET /v1/api/forex/submit': orderView,
  'POST /v1/api/forex/submit': orderView,
  'GET /v1/api/forex/close': orderView,
  'POST /v1/api/forex/close': orderView,
  'GET /v1/api/forex/cancel_trade': orderView,
  'POST /v1/api/forex/cancel_trade': orderView,
  'GET /v1/api/forex/set_stop_price': orderView,
  'POST /v1/api/forex/set_stop_price': orderView,
  'GET /v1/api/forex/my_deal': myDealResult,
  'GET /v1/api/main/user/resetForexDemoAccount': noData,

  // Deposits, withdrawals and their methods.
  'POST /api/common/image_upload': uploadedUrl,
  'GET /api/quickCharge/info': chargeChannelList,
  'GET /api/quickCharge/symbols': chargeSymbolList,
  'GET /api/quickCharge/wire_info': bankWireList,
  'GET /api/quickCharge/submit': chargeSubmitted,
  'GET /api/quickCharge/wire_submit': chargeSubmitted,
  'GET /api/quickCharge/card_info': cardDepositInfo,
  'POST /api/quickCharge/card_submit': cardChargeResult,
  'POST /api/quickCharge/card_callback': noData,
  'GET /api/quickCharge/quick_ist': depositRecordPage,
  'GET /api/account/draw_symbol_list': drawCurrencyList,
  'GET /api/account/draw': drawResult,
  'POST /api/account/draw': drawResult,
  'GET /api/account/draw_list': withdrawRecordPage,
  'GET /api/wallet/get_draw_method': drawMethodList,
  'POST /api/wallet/bind_draw_method': drawMethod,
  'POST /api/wallet/del_draw_method': noData,
  'POST /api/wallet/confirm_draw_method': noData,
  'POST /api/wallet/resend_draw_method_code': noData,

  // Identity and referrals.
  'POST /api/user_real/real_name': realNameSubmitted,
  'GET /api/user_real/center': kycCenter,
  'GET /api/user/invite_list': inviteList,

  // Copy trading.
  'GET /api/follow/list': rankPage,
  'GET /api/follow/detail': traderDetail,
  'GET /api/follow/backtest': backtestResult,
  'POST /api/follow/follow': followState,
  'GET /api/follow/my': myFollowPage,
  'GET /api/follow/activity': followActivityPage,
  'POST /api/follow/cancel': followState,
  'POST /api/follow/pause': followState,
  'POST /api/follow/apply': traderApplied,
  'GET /api/follow/application': traderApplication,

  // News, support and the company directory.
  'GET /api/news/list': newsList,
  'GET /api/news/info': newsDetail,
  'GET /api/support/messages': supportMessagesPage,
  'POST /api/support/send': supportMessage,
  'POST /api/support/read': supportUnread,
  'GET /api/support/unread': supportUnread,
  'POST /api/feedback/submit': feedbackSubmitted,
  'GET /api/company/getCompany': company,
  'GET /api/company/search': companyPage,
  'GET /api/company/info': company,
  'GET /api/company/complaint_email': complaintEmail,
  'POST /api/company/complaint': noData,
} as const satisfies RouteMap;

/** What every client route answers, by `'METHOD /path'`. */
export type ClientAnswers = RouteAnswers<typeof clientRoutes>;
