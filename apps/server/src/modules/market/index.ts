// The market module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export type { MarketState, Tick } from './market-state.js';
export type { PairRow } from './market.repository.js';
