// The wallet module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export {
  accountOf,
  checkPosted,
  mustPost,
  mustPostFor,
  openAccount,
  post,
  postingParams,
  postingSql,
  type LedgerKind,
  type PostOutcome,
  type Posted,
  type PostedRow,
  type Posting,
} from './ledger.js';
