import {
  adjustResult,
  clientAdjustBody,
  clientDetail,
  clientPage,
  clientSearchQuery,
  clientStatusBody,
  clientStatusResult,
  revokeResult,
} from '../backoffice/clients.js';
import {
  complaintListQuery,
  complaintRecordPage,
  directoryCompanyCreate,
  directoryCompanyPage,
  directoryCompanyPatch,
  directoryListQuery,
} from '../backoffice/company.js';
import {
  copyActivityPage,
  copyActivityQuery,
  copyFollowPage,
  copyFollowsQuery,
  copyTraderPage,
  copyTraderRecord,
  copyTradersQuery,
  traderHideBody,
  traderNameBody,
  traderReviewBody,
  traderRevoked,
} from '../backoffice/copy.js';
import {
  feedbackAnswered,
  feedbackHandled,
  feedbackListQuery,
  feedbackRecordPage,
} from '../backoffice/feedback.js';
import {
  bankWireFields,
  bankWirePatch,
  bankWireRecord,
  chargeChannelFields,
  chargeChannelPatch,
  chargeChannelRecord,
  chargeRecord,
  chargeReviewPage,
  depositApproveBody,
  depositRejectBody,
  fundCurrencyPatch,
  fundCurrencyRecord,
  fundsReference,
  fundsReviewQuery,
  withdrawalPayBody,
  withdrawalRecord,
  withdrawalRejectBody,
  withdrawalReviewPage,
} from '../backoffice/funds.js';
import {
  clientReferrals,
  kycHistory,
  kycQueuePage,
  kycQueueQuery,
  kycRejectBody,
  kycSubmission,
  kycWaiting,
  referralsReport,
} from '../backoffice/identity.js';
import { bookQuery, dashboardFigures, exposure, riskAccounts, riskBookQuery } from '../backoffice/monitor.js';
import {
  articleEdit,
  articlePreview,
  articlePreviewBody,
  staffArticle,
  staffArticlePage,
} from '../backoffice/news.js';
import { auditPage, auditQuery, outboxPage, outboxQuery } from '../backoffice/records.js';
import {
  companyProfilePatch,
  companyRecord,
  companyRecordOrNull,
  instrumentList,
  instrumentPatch,
  instrumentRecord,
  platformSettings,
  platformSettingsBody,
  platformSettingsPatch,
  systemStatus,
  uploadedUrl,
} from '../backoffice/settings.js';
import {
  staffChangeBody,
  staffCreateBody,
  staffEnrollBody,
  staffList,
  staffLoginBody,
  staffLoginResult,
  staffMe,
  staffPasswordBody,
  staffSession,
  staffView,
  staffWithPassword,
} from '../backoffice/staff.js';
import {
  cannedDeleted,
  cannedReplies,
  cannedReply,
  cannedReplyBody,
  conversationDetail,
  conversationStatus,
  inboxPage,
  inboxQuery,
  staffReplyBody,
  supportCounts,
} from '../backoffice/support.js';
import { articleInput, articleListQuery, articlePublishInput } from '../news.js';
import { noData } from '../schema-helpers.js';
import { supportMessage } from '../support.js';
import { pageQuery } from '../trading.js';
import type { RouteMap, RouteTypes } from './route-types.js';

/**
 * Every back-office route (`/admin/api/…`) that answers the envelope → the schema of its `data`,
 * and of the `body` or `query` it validates: the very objects its server route declares
 * (apps/server/test/client-schemas.test.ts proves both ways). The console's client takes its
 * answer and argument types from this map. The uploaded-file route sends a file, not the
 * envelope, and is not here.
 */
export const backOfficeRoutes = {
  // The staff session.
  'POST /admin/api/auth/login': { data: staffLoginResult, body: staffLoginBody },
  'POST /admin/api/auth/enroll': { data: staffSession, body: staffEnrollBody },
  'POST /admin/api/auth/logout': { data: noData },
  'GET /admin/api/me': { data: staffMe },
  'POST /admin/api/auth/password': { data: noData, body: staffPasswordBody },

  // Clients, their identity and referrals.
  'GET /admin/api/clients': { data: clientPage, query: clientSearchQuery },
  'GET /admin/api/clients/:id': { data: clientDetail },
  'POST /admin/api/clients/:id/status': { data: clientStatusResult, body: clientStatusBody },
  'POST /admin/api/clients/:id/adjust': { data: adjustResult, body: clientAdjustBody },
  'POST /admin/api/clients/:id/revoke-sessions': { data: revokeResult },
  'GET /admin/api/clients/:id/kyc': { data: kycHistory },
  'GET /admin/api/clients/:id/referrals': { data: clientReferrals, query: pageQuery },
  'GET /admin/api/kyc': { data: kycQueuePage, query: kycQueueQuery },
  'GET /admin/api/kyc/waiting': { data: kycWaiting },
  'POST /admin/api/kyc/:id/approve': { data: kycSubmission },
  'POST /admin/api/kyc/:id/reject': { data: kycSubmission, body: kycRejectBody },
  'GET /admin/api/referrals': { data: referralsReport, query: pageQuery },

  // Funds: the review queues and the reference data.
  'GET /admin/api/funds/deposits': { data: chargeReviewPage, query: fundsReviewQuery },
  'POST /admin/api/funds/deposits/:id/approve': { data: chargeRecord, body: depositApproveBody },
  'POST /admin/api/funds/deposits/:id/reject': { data: chargeRecord, body: depositRejectBody },
  'GET /admin/api/funds/withdrawals': { data: withdrawalReviewPage, query: fundsReviewQuery },
  'POST /admin/api/funds/withdrawals/:id/pay': { data: withdrawalRecord, body: withdrawalPayBody },
  'POST /admin/api/funds/withdrawals/:id/reject': { data: withdrawalRecord, body: withdrawalRejectBody },
  'GET /admin/api/funds/reference': { data: fundsReference },
  'PUT /admin/api/funds/currencies/:id': { data: fundCurrencyRecord, body: fundCurrencyPatch },
  'POST /admin/api/funds/channels': { data: chargeChannelRecord, body: chargeChannelFields },
  'PUT /admin/api/funds/channels/:id': { data: chargeChannelRecord, body: chargeChannelPatch },
  'POST /admin/api/funds/wires': { data: bankWireRecord, body: bankWireFields },
  'PUT /admin/api/funds/wires/:id': { data: bankWireRecord, body: bankWirePatch },

  // Monitoring, records, settings and instruments.
  'GET /admin/api/dashboard': { data: dashboardFigures, query: bookQuery },
  'GET /admin/api/risk/accounts': { data: riskAccounts, query: riskBookQuery },
  'GET /admin/api/risk/exposure': { data: exposure, query: bookQuery },
  'GET /admin/api/outbox': { data: outboxPage, query: outboxQuery },
  'GET /admin/api/audit': { data: auditPage, query: auditQuery },
  'GET /admin/api/settings': { data: platformSettings },
  'PUT /admin/api/settings': { data: platformSettingsPatch, body: platformSettingsBody },
  'GET /admin/api/company': { data: companyRecordOrNull },
  'PUT /admin/api/company': { data: companyRecord, body: companyProfilePatch },
  'GET /admin/api/system': { data: systemStatus },
  'GET /admin/api/instruments': { data: instrumentList },
  'PUT /admin/api/instruments/:id': { data: instrumentRecord, body: instrumentPatch },
  'POST /admin/api/uploads': { data: uploadedUrl },

  // Staff accounts.
  'GET /admin/api/staff': { data: staffList },
  'POST /admin/api/staff': { data: staffWithPassword, body: staffCreateBody },
  'PUT /admin/api/staff/:id': { data: staffView, body: staffChangeBody },
  'POST /admin/api/staff/:id/reset-totp': { data: staffView },
  'POST /admin/api/staff/:id/reset-password': { data: staffWithPassword },

  // News.
  'GET /admin/api/news': { data: staffArticlePage, query: articleListQuery },
  'GET /admin/api/news/:id': { data: staffArticle },
  'POST /admin/api/news': { data: staffArticle, body: articleInput },
  'PUT /admin/api/news/:id': { data: staffArticle, body: articleEdit },
  'POST /admin/api/news/:id/publish': { data: staffArticle, body: articlePublishInput },
  'POST /admin/api/news/:id/delete': { data: noData },
  'POST /admin/api/news/preview': { data: articlePreview, body: articlePreviewBody },

  // Support and feedback.
  'GET /admin/api/support/conversations': { data: inboxPage, query: inboxQuery },
  'GET /admin/api/support/unread': { data: supportCounts },
  'GET /admin/api/support/conversations/:id': { data: conversationDetail, query: pageQuery },
  'POST /admin/api/support/conversations/:id/reply': { data: supportMessage, body: staffReplyBody },
  'POST /admin/api/support/conversations/:id/close': { data: conversationStatus },
  'POST /admin/api/support/conversations/:id/reopen': { data: conversationStatus },
  'GET /admin/api/support/canned': { data: cannedReplies },
  'POST /admin/api/support/canned': { data: cannedReply, body: cannedReplyBody },
  'POST /admin/api/support/canned/:id/delete': { data: cannedDeleted },
  'GET /admin/api/feedback': { data: feedbackRecordPage, query: feedbackListQuery },
  'POST /admin/api/feedback/:id/handle': { data: feedbackHandled },
  'POST /admin/api/feedback/:id/reply': { data: feedbackAnswered, body: staffReplyBody },

  // The company directory and complaints.
  'GET /admin/api/companies': { data: directoryCompanyPage, query: directoryListQuery },
  'GET /admin/api/companies/:id': { data: companyRecord },
  'POST /admin/api/companies': { data: companyRecord, body: directoryCompanyCreate },
  'PUT /admin/api/companies/:id': { data: companyRecord, body: directoryCompanyPatch },
  'POST /admin/api/companies/logo': { data: uploadedUrl },
  'GET /admin/api/complaints': { data: complaintRecordPage, query: complaintListQuery },

  // Copy trading.
  'GET /admin/api/copy/traders': { data: copyTraderPage, query: copyTradersQuery },
  'POST /admin/api/copy/traders/:id/review': { data: copyTraderRecord, body: traderReviewBody },
  'POST /admin/api/copy/traders/:id/hide': { data: copyTraderRecord, body: traderHideBody },
  'POST /admin/api/copy/traders/:id/revoke': { data: traderRevoked },
  'POST /admin/api/copy/traders/name': { data: copyTraderRecord, body: traderNameBody },
  'GET /admin/api/copy/follows': { data: copyFollowPage, query: copyFollowsQuery },
  'GET /admin/api/copy/activity': { data: copyActivityPage, query: copyActivityQuery },
} as const satisfies RouteMap;

/** What every back-office route answers and takes, by `'METHOD /path'`. */
export type BackOfficeRouteTypes = RouteTypes<typeof backOfficeRoutes>;
