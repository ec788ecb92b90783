import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankWires, chargeChannels, fundCurrencies } from '../../db/schema.js';

/** Deposit and withdrawal reference data on first boot (editable in the back office). */
export async function seedFunds(db: DbOrTx): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(fundCurrencies);
  if (n > 0) return;
  await db.insert(fundCurrencies).values([
    {
      code: 'USDT',
      protocol: 'TRC20',
      type: 1,
      feeType: 1,
      feeValue: '1',
      drawRate: '0',
      usdPrice: '1',
      minAmount: '10',
      sort: 0,
    },
    {
      code: 'USDT',
      protocol: 'ERC20',
      type: 1,
      feeType: 1,
      feeValue: '5',
      drawRate: '0',
      usdPrice: '1',
      minAmount: '20',
      sort: 1,
    },
    {
      code: 'BTC',
      protocol: 'BTC',
      type: 1,
      feeType: 2,
      drawRate: '0.002',
      usdPrice: '0.0000105',
      // Paid in BTC at 2 decimals (SPEC §9): below about 955 USD the net rounds down to 0 BTC.
      // 1,000 USD pays 0.01 BTC after the 0.2 % fee.
      minAmount: '1000',
      sort: 2,
    },
    {
      code: 'USD',
      protocol: '',
      type: 2,
      feeType: 1,
      feeValue: '25',
      usdPrice: '1',
      minAmount: '100',
      sort: 3,
    },
    {
      code: 'EUR',
      protocol: '',
      type: 2,
      feeType: 2,
      drawRate: '0.001',
      usdPrice: '0.9194',
      minAmount: '100',
      sort: 4,
    },
    {
      code: 'HKD',
      protocol: '',
      type: 2,
      feeType: 2,
      drawRate: '0.001',
      usdPrice: '7.78',
      minAmount: '100',
      sort: 5,
    },
  ]);
  await db.insert(chargeChannels).values([
    { currencyCode: 'USDT', protocolCode: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', sort: 0 },
    {
      currencyCode: 'USDT',
      protocolCode: 'ERC20',
      address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
      sort: 1,
    },
    {
      currencyCode: 'BTC',
      protocolCode: 'BTC',
      address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      sort: 2,
    },
  ]);
  await db.insert(bankWires).values([
    {
      currencyCode: 'USD',
      bankName: 'Example Bank N.A.',
      bankAddress: '1 Example Plaza, New York, NY 10004, USA',
      bankSwift: 'EXMPUS33',
      payeeName: 'FXDesk Markets Ltd',
      payeeAccount: '000123456789',
      bankRemark: 'Put your UID in the transfer reference',
    },
    {
      currencyCode: 'HKD',
      bankName: 'Example Bank (Hong Kong) Ltd',
      bankAddress: '1 Queen’s Road Central, Hong Kong',
      bankSwift: 'EXMPHKHH',
      payeeName: 'FXDesk Markets Ltd',
      payeeAccount: '012-345678-001',
      bankRemark: 'Put your UID in the transfer reference',
    },
  ]);
}

/** Address formats per network, checked when an address is bound (DESIGN §6). */
export const ADDRESS_FORMATS: Record<string, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};
