import { KycStatus } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlConst } from './sql-const.js';

const dialect = new PgDialect();

describe('sqlConst', () => {
  it('writes the constant as the same SQL text as the bare number, with no parameter', () => {
    const named = dialect.sqlToQuery(
      sql`select 1 from kyc_submissions k where k.status = ${sqlConst(KycStatus.CERTIFIED)}`,
    );
    const literal = dialect.sqlToQuery(sql`select 1 from kyc_submissions k where k.status = 2`);
    expect(named).toEqual(literal);
    expect(named.params).toEqual([]);
  });

  it('refuses anything but a whole number (it is written into the statement as text)', () => {
    expect(() => sqlConst(1.5)).toThrow(/whole number/);
    expect(() => sqlConst(Number.NaN)).toThrow(/whole number/);
  });
});
