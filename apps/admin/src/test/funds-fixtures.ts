import { chargeReviewRow, type ChargeReviewRow } from '@fxdesk/contract';

/**
 * A waiting coin deposit as the review list sends it, parsed with the contract's schema: a
 * fixture that drifts from the server fails here. `overrides` sets what a test looks at.
 */
export function depositReviewRow(overrides: Partial<ChargeReviewRow> = {}): ChargeReviewRow {
  return chargeReviewRow.parse({
    id: 41,
    userId: 7,
    type: 0,
    number: '250.000000',
    currencyCode: 'USDT',
    channelId: 1,
    wireId: null,
    providerRef: null,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    proofImg: '/uploads/0123456789abcdef0123456789abcdef.png',
    status: 0,
    remark: '',
    creditedAmount: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    email: 'client@example.com',
    uid: '10000007',
    ...overrides,
  });
}
