import { describe, expect, it } from 'vitest';
import { parseField, parseForm, toText, type FieldSpec } from './form-spec';

const specs: FieldSpec[] = [
  { name: 'usdPrice', label: 'USD price', kind: 'decimal', pattern: /^\d{1,12}(\.\d{1,8})?$/ },
  { name: 'spreadPoints', label: 'Spread', kind: 'int', min: 0, max: 10_000 },
  { name: 'leverages', label: 'Leverage', kind: 'intList', min: 1, max: 2000, maxItems: 20 },
  { name: 'enabled', label: 'Enabled', kind: 'switch' },
  {
    name: 'feeType',
    label: 'Fee',
    kind: 'select',
    options: [
      { value: 1, label: 'fixed' },
      { value: 2, label: 'rate' },
    ],
  },
  {
    name: 'bankSwift',
    label: 'SWIFT',
    kind: 'text',
    upper: true,
    pattern: /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
  },
];

describe('record form fields', () => {
  it('keeps decimals as the exact text typed', () => {
    expect(parseField(specs[0]!, ' 7.78000001 ')).toEqual({ ok: true, value: '7.78000001' });
    expect(parseField(specs[0]!, '1e5')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseField(specs[0]!, '')).toEqual({ ok: false, problem: 'required' });
    expect(toText(specs[0]!, '0.91940000')).toBe('0.9194');
  });

  it('parses integers, lists, selects and switches to their API types', () => {
    expect(parseField(specs[1]!, '12')).toEqual({ ok: true, value: 12 });
    expect(parseField(specs[1]!, '-1')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseField(specs[2]!, '500, 10 20,20')).toEqual({ ok: true, value: [10, 20, 500] });
    expect(parseField(specs[2]!, '10, x')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseField(specs[3]!, '1')).toEqual({ ok: true, value: 1 });
    expect(parseField(specs[4]!, '2')).toEqual({ ok: true, value: 2 });
    expect(parseField(specs[5]!, 'hsbchkhh')).toEqual({ ok: true, value: 'HSBCHKHH' });
  });

  it('parses decimal numbers and lists of codes', () => {
    const level: FieldSpec = { name: 'stop_out_level', label: 'Stop-out', kind: 'number', min: 0, max: 100 };
    const countries: FieldSpec = {
      name: 'restricted_countries',
      label: 'Countries',
      kind: 'codeList',
      pattern: /^[A-Z]{2}$/,
      maxItems: 50,
    };
    expect(parseField(level, '37.5')).toEqual({ ok: true, value: 37.5 });
    expect(parseField(level, '120')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseField(countries, 'us, kp IR;US')).toEqual({ ok: true, value: ['US', 'KP', 'IR'] });
    expect(parseField(countries, 'USA')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseField(countries, '')).toEqual({ ok: true, value: [] });
  });

  it('an edit sends only what changed', () => {
    const initial = {
      usdPrice: '7.78000000',
      spreadPoints: 12,
      leverages: [10, 20],
      enabled: 1,
      feeType: 2,
      bankSwift: 'HSBCHKHH',
    };
    const texts = {
      usdPrice: '7.78',
      spreadPoints: '15',
      leverages: '10, 20',
      enabled: '0',
      feeType: '2',
      bankSwift: 'HSBCHKHH',
    };
    expect(parseForm(specs, texts, initial)).toEqual({
      problems: {},
      values: { spreadPoints: 15, enabled: 0 },
    });
  });

  it('reports every bad field at once', () => {
    const { problems } = parseForm(specs, {
      usdPrice: 'x',
      spreadPoints: '',
      leverages: '1',
      enabled: '1',
      feeType: '1',
      bankSwift: 'bad',
    });
    expect(problems).toEqual({ usdPrice: 'invalid', spreadPoints: 'required', bankSwift: 'invalid' });
  });
});
