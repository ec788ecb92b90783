import {
  adjustResult,
  clientDetail,
  clientPage,
  clientStatusResult,
  revokeResult,
} from '../backoffice/clients.js';
import { complaintRecordPage, directoryCompanyPage } from '../backoffice/company.js';
import {
  copyActivityPage,
  copyFollowPage,
  copyTraderPage,
  copyTraderRecord,
  traderRevoked,
} from '../backoffice/copy.js';
import { feedbackAnswered, feedbackHandled, feedbackRecordPage } from '../backoffice/feedback.js';
import {
  bankWireRecord,
  chargeChannelRecord,
  chargeRecord,
  chargeReviewPage,
  fundCurrencyRecord,
  fundsReference,
  withdrawalRecord,
  withdrawalReviewPage,
} from '../backoffice/funds.js';
import {
  clientReferrals,
  kycHistory,
  kycQueuePage,
  kycSubmission,
  kycWaiting,
  referralsReport,
} from '../backoffice/identity.js';
import { dashboardFigures, exposure, riskAccounts } from '../backoffice/monitor.js';
import { articlePreview, staffArticle, staffArticlePage } from '../backoffice/news.js';
import { auditPage, outboxPage } from '../backoffice/records.js';
import {
  companyRecord,
  companyRecordOrNull,
  instrumentList,
  instrumentRecord,
  platformSettings,
  platformSettingsPatch,
  systemStatus,
  uploadedUrl,
} from '../backoffice/settings.js';
import {
  staffList,
  staffLoginResult,
  staffMe,
  staffSession,
  staffView,
  staffWithPassword,
} from '../backoffice/staff.js';
import {
  cannedDeleted,
  cannedReplies,
  cannedReply,
  conversationDetail,
  conversationStatus,
  inboxPage,
  supportCounts,
} from '../backoffice/support.js';
import { noData } from '../schema-helpers.js';
import { supportMessage } from '../support.js';
import type { RouteAnswers, RouteMap } from './route-types.js';

/**
 * Every back-office route (`/admin/api/…`) that answers the envelope → the schema of its `data`:
 * the very object its server route declares (apps/server/test/client-schemas.test.ts proves both
 * ways). The console's client takes its answer types from this map. The uploaded-file route
 * sends a file, not the envelope, and is not here.
 */
export const backOfficeRoutes = {
  // The staff session.
  'POST /admin/api/auth/login': staffLoginResult,
  'POST /admin/api/auth/enroll': staffSession,
  'POST /admin/api/auth/logout': noData,
  'GET /admin/api/me': staffMe,
  'POST /admin/api/auth/password': noData,

  // Clients, their identity and referrals.
  'GET /admin/api/clients': clientPage,
  'GET /admin/api/clients/:id': clientDetail,
  'POST /admin/api/clients/:id/status': clientStatusResult,
  'POST /admin/api/clients/:id/adjust': adjustResult,
  'POST /admin/api/clients/:id/revoke-sessions': revokeResult,
  'GET /admin/api/clients/:id/kyc': kycHistory,
  'GET /admin/api/clients/:id/referrals': clientReferrals,
  'GET /admin/api/kyc': kycQueuePage,
  'GET /admin/api/kyc/waiting': kycWaiting,
  'POST /admin/api/kyc/:id/approve': kycSubmission,
  'POST /admin/api/kyc/:id/reject': kycSubmission,
  'GET /admin/api/referrals': referralsReport,

  // Funds: the review queues and the reference data.
  'GET /admin/api/funds/deposits': chargeReviewPage,
  'POST /admin/api/funds/deposits/:id/approve': chargeRecord,
  'POST /admin/api/funds/deposits/:id/reject': chargeRecord,
  'GET /admin/api/funds/withdrawals': withdrawalReviewPage,
  'POST /admin/api/funds/withdrawals/:id/pay': withdrawalRecord,
  'POST /admin/api/funds/withdrawals/:id/reject': withdrawalRecord,
  'GET /admin/api/funds/reference': fundsReference,
  'PUT /admin/api/funds/currencies/:id': fundCurrencyRecord,
  'POST /admin/api/funds/channels': chargeChannelRecord,
  'PUT /admin/api/funds/channels/:id': chargeChannelRecord,
  'POST /admin/api/funds/wires': bankWireRecord,
  'PUT /admin/api/funds/wires/:id': bankWireRecord,

  // Monitoring, records, settings and instruments.
  'GET /admin/api/dashboard': dashboardFigures,
  'GET /admin/api/risk/accounts': riskAccounts,
  'GET /admin/api/risk/exposure': exposure,
  'GET /admin/api/outbox': outboxPage,
  'GET /admin/api/audit': auditPage,
  'GET /admin/api/settings': platformSettings,
  'PUT /admin/api/settings': platformSettingsPatch,
  'GET /admin/api/company': companyRecordOrNull,
  'PUT /admin/api/company': companyRecord,
  'GET /admin/api/system': systemStatus,
  'GET /admin/api/instruments': instrumentList,
  'PUT /admin/api/instruments/:id': instrumentRecord,
  'POST /admin/api/uploads': uploadedUrl,

  // Staff accounts.
  'GET /admin/api/staff': staffList,
  'POST /admin/api/staff': staffWithPassword,
  'PUT /admin/api/staff/:id': staffView,
  'POST /admin/api/staff/:id/reset-totp': staffView,
  'POST /admin/api/staff/:id/reset-password': staffWithPassword,

  // News.
  'GET /admin/api/news': staffArticlePage,
  'GET /admin/api/news/:id': staffArticle,
  'POST /admin/api/news': staffArticle,
  'PUT /admin/api/news/:id': staffArticle,
  'POST /admin/api/news/:id/publish': staffArticle,
  'POST /admin/api/news/:id/delete': noData,
  'POST /admin/api/news/preview': articlePreview,

  // Support and feedback.
  'GET /admin/api/support/conversations': inboxPage,
  'GET /admin/api/support/unread': supportCounts,
  'GET /admin/api/support/conversations/:id': conversationDetail,
  'POST /admin/api/support/conversations/:id/reply': supportMessage,
  'POST /admin/api/support/conversations/:id/close': conversationStatus,
  'POST /admin/api/support/conversations/:id/reopen': conversationStatus,
  'GET /admin/api/support/canned': cannedReplies,
  'POST /admin/api/support/canned': cannedReply,
  'POST /admin/api/support/canned/:id/delete': cannedDeleted,
  'GET /admin/api/feedback': feedbackRecordPage,
  'POST /admin/api/feedback/:id/handle': feedbackHandled,
  'POST /admin/api/feedback/:id/reply': feedbackAnswered,

  // The company directory and complaints.
  'GET /admin/api/companies': directoryCompanyPage,
  'GET /admin/api/companies/:id': companyRecord,
  'POST /admin/api/companies': companyRecord,
  'PUT /admin/api/companies/:id': companyRecord,
  'POST /admin/api/companies/logo': uploadedUrl,
  'GET /admin/api/complaints': complaintRecordPage,

  // Copy trading.
  'GET /admin/api/copy/traders': copyTraderPage,
  'POST /admin/api/copy/traders/:id/review': copyTraderRecord,
  'POST /admin/api/copy/traders/:id/hide': copyTraderRecord,
  'POST /admin/api/copy/traders/:id/revoke': traderRevoked,
  'POST /admin/api/copy/traders/name': copyTraderRecord,
  'GET /admin/api/copy/follows': copyFollowPage,
  'GET /admin/api/copy/activity': copyActivityPage,
} as const satisfies RouteMap;

/** What every back-office route answers, by `'METHOD /path/:param'`. */
export type BackOfficeAnswers = RouteAnswers<typeof backOfficeRoutes>;
