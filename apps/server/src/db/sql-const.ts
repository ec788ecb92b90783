import { sql, type SQL } from 'drizzle-orm';

/**
 * A named constant (OrderStatus.HOLDING, KycStatus.CERTIFIED …) written into a `sql` template
 * as fixed SQL text, not a bound parameter: the statement reads exactly as it did with the bare
 * number, so a partial index whose predicate names that number still matches it, and the
 * constant's name is what the code says.
 */
export function sqlConst(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`sqlConst takes a whole number, not ${value}`);
  return sql.raw(String(value));
}
