import { afterEach, describe, expect, it } from 'vitest';
import {
  captureCompanyId,
  clearCompanyCookie,
  companyIdInAddress,
  readCompanyCookie,
  writeCompanyCookie,
} from './company-cookie';

describe('company_id cookie (SPEC §9)', () => {
  afterEach(() => clearCompanyCookie());

  it('finds the id in the real query or in the hash route query; only strict ids', () => {
    expect(
      companyIdInAddress({ search: '?utm_source=x&company_id=7', hash: '#/register?invite_code=AB' }),
    ).toBe('7');
    expect(companyIdInAddress({ search: '', hash: '#/register?company_id=12&invite_code=AB' })).toBe('12');
    expect(companyIdInAddress({ search: '?company_id=3', hash: '#/?company_id=4' })).toBe('4');
    for (const bad of ['1e3', '07', '-1', 'abc', '1.5', '99999999999']) {
      expect(companyIdInAddress({ search: `?company_id=${bad}`, hash: '' })).toBeUndefined();
    }
  });

  it('writes a three-year cookie on the site root and reads it back', () => {
    const doc = { cookie: '' };
    writeCompanyCookie('7', doc, true);
    expect(doc.cookie).toBe('company_id=7; Max-Age=94608000; Path=/; SameSite=Lax; Secure');
    expect(readCompanyCookie({ cookie: 'a=1; company_id=7; b=2' })).toBe('7');
    expect(readCompanyCookie({ cookie: 'company_id=x7' })).toBeUndefined();
  });

  it('captures the id of the page address and keeps it until a newer link replaces it', () => {
    captureCompanyId({ search: '?company_id=5', hash: '#/', protocol: 'http:' });
    expect(readCompanyCookie()).toBe('5');
    captureCompanyId({ search: '', hash: '#/trade', protocol: 'http:' });
    expect(readCompanyCookie()).toBe('5');
    captureCompanyId({ search: '', hash: '#/register?company_id=9', protocol: 'http:' });
    expect(readCompanyCookie()).toBe('9');
  });
});
