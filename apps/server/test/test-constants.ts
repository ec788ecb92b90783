/** Backfilled bars per pair and period in test databases (production writes 1,000). */
export const TEST_BACKFILL_BARS = 60;

/** Where every test app's fake clock starts; the run's template holds history ending here. */
export const FAKE_CLOCK_START_MS = Date.parse('2026-11-22T08:00:00Z');
