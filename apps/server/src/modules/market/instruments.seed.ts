import { LANGUAGES } from '@fxdesk/contract';

/** The instruments seeded on first boot (DESIGN §4). Prices as of the golden cases. */
export interface InstrumentSeed {
  code: string;
  category: 'majors' | 'crosses' | 'metals';
  precision: number;
  spreadPoints: number;
  volatility: string;
  seedPrice: string;
  unitsPerLot: string;
  leverages: number[];
}

const FX_LEVERAGE = [10, 20, 50, 100, 200, 500];
const METAL_LEVERAGE = [10, 20, 50, 100, 200];

const fx = (
  code: string,
  category: 'majors' | 'crosses',
  precision: number,
  spreadPoints: number,
  volatility: string,
  seedPrice: string,
): InstrumentSeed => ({
  code,
  category,
  precision,
  spreadPoints,
  volatility,
  seedPrice,
  unitsPerLot: '100000',
  leverages: FX_LEVERAGE,
});

export const INSTRUMENT_SEED: InstrumentSeed[] = [
  fx('EURUSD', 'majors', 5, 12, '0.07', '1.08763'),
  fx('GBPUSD', 'majors', 5, 15, '0.08', '1.27415'),
  fx('USDJPY', 'majors', 3, 15, '0.09', '151.237'),
  fx('AUDUSD', 'majors', 5, 14, '0.10', '0.65420'),
  fx('USDCHF', 'majors', 5, 16, '0.07', '0.88215'),
  fx('USDCAD', 'majors', 5, 18, '0.06', '1.36270'),
  fx('NZDUSD', 'majors', 5, 18, '0.10', '0.59870'),
  fx('EURGBP', 'crosses', 5, 18, '0.06', '0.85360'),
  fx('EURJPY', 'crosses', 3, 25, '0.09', '164.512'),
  fx('GBPJPY', 'crosses', 3, 30, '0.10', '192.680'),
  {
    code: 'XAUUSD',
    category: 'metals',
    precision: 2,
    spreadPoints: 35,
    volatility: '0.15',
    seedPrice: '2351.42',
    unitsPerLot: '100',
    leverages: METAL_LEVERAGE,
  },
  {
    code: 'XAGUSD',
    category: 'metals',
    precision: 2,
    spreadPoints: 3,
    volatility: '0.25',
    seedPrice: '28.45',
    unitsPerLot: '5000',
    leverages: METAL_LEVERAGE,
  },
];

export const CATEGORY_NAMES: Record<InstrumentSeed['category'], Record<string, string>> = {
  majors: {
    hk: '主要貨幣對',
    en: 'Majors',
    jp: 'メジャー通貨',
    kr: '주요 통화',
    th: 'คู่เงินหลัก',
    vn: 'Cặp chính',
    fr: 'Majeures',
    de: 'Hauptwährungen',
    ru: 'Основные',
    spa: 'Principales',
    pt: 'Principais',
    ar: 'الرئيسية',
    it: 'Principali',
    tr: 'Majörler',
    id: 'Mayor',
  },
  crosses: {
    hk: '交叉盤',
    en: 'Crosses',
    jp: 'クロス通貨',
    kr: '교차 통화',
    th: 'คู่เงินไขว้',
    vn: 'Cặp chéo',
    fr: 'Croisées',
    de: 'Kreuzkurse',
    ru: 'Кросс-курсы',
    spa: 'Cruces',
    pt: 'Cruzamentos',
    ar: 'التقاطعات',
    it: 'Incroci',
    tr: 'Çapraz kurlar',
    id: 'Silang',
  },
  metals: {
    hk: '貴金屬',
    en: 'Metals',
    jp: '貴金属',
    kr: '귀금속',
    th: 'โลหะมีค่า',
    vn: 'Kim loại',
    fr: 'Métaux',
    de: 'Edelmetalle',
    ru: 'Металлы',
    spa: 'Metales',
    pt: 'Metais',
    ar: 'المعادن',
    it: 'Metalli',
    tr: 'Metaller',
    id: 'Logam',
  },
};

/** "Euro / US Dollar" in every language, from the ICU currency names Node ships with. */
export function pairNames(code: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language.locale], { type: 'currency' });
    names[language.value] =
      `${display.of(code.slice(0, 3)) ?? code.slice(0, 3)} / ${display.of(code.slice(3)) ?? code.slice(3)}`;
  }
  return names;
}

export const showCode = (code: string) => `${code.slice(0, 3)}/${code.slice(3)}`;
