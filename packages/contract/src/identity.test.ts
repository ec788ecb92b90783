import { describe, expect, it } from 'vitest';
import { maskAccount, maskCardId, maskName, realNameBody } from './identity.js';
import { kycRejectBody } from './backoffice/identity.js';

const photo = (c: string) => `/uploads/${c.repeat(32)}.png`;
const good = { name: 'Ann Lee', card_id: 'X12345678', front_pic: photo('a'), reverse_pic: photo('b') };

describe('real-name input (SPEC §5, DESIGN §7)', () => {
  it('refuses a tab (a control character) even between words', () => {
    expect(realNameBody.safeParse({ ...good, name: 'Ann\tLee' }).success).toBe(false);
  });

  it('trims and collapses spaces, any script', () => {
    const parsed = realNameBody.parse({ ...good, name: '  Ann   Lee ', card_id: ' X12345678 ' });
    expect(parsed).toMatchObject({ name: 'Ann Lee', card_id: 'X12345678' });
    expect(realNameBody.safeParse({ ...good, name: '陳大文', card_id: 'A1234567' }).success).toBe(true);
  });

  it.each([
    ['NUL in the name', { name: 'Ann\u0000Lee' }],
    ['a bell character', { name: 'Ann\u0007' }],
    ['a C1 control character', { card_id: 'X123\u009b45' }],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'A'.repeat(101) }],
    ['an ID number over 40 characters', { card_id: '1'.repeat(41) }],
    ['an ID number under 4 characters', { card_id: 'X1' }],
    ['markup in the ID number', { card_id: '<b>123</b>' }],
    ['a photo that is not an upload url', { front_pic: 'https://example.com/a.png' }],
  ])('refuses %s', (_label, patch) => {
    expect(realNameBody.safeParse({ ...good, ...patch }).success).toBe(false);
  });
});

describe('masks', () => {
  it('keeps the first letter of each word of a name', () => {
    expect(maskName('Ann Lee')).toBe('A** L**');
    expect(maskName('陳大文')).toBe('陳**');
  });
  it('keeps the first two and last two characters of an ID number', () => {
    expect(maskCardId('X12345678')).toBe('X1*****78');
    expect(maskCardId('AB12')).toBe('A***');
  });
  it('hides most of an e-mail or phone account', () => {
    expect(maskAccount('alice@example.com')).toBe('al***@example.com');
    expect(maskAccount('85291234567')).toBe('852****4567');
  });
});

describe('a review rejection remark', () => {
  it('is required whether missing or blank, and refuses control characters', () => {
    const issue = (body: unknown) => kycRejectBody.safeParse(body).error?.issues[0]?.message;
    expect(issue({})).toBe('validation.required');
    expect(issue({ remark: '  ' })).toBe('validation.required');
    expect(issue({ remark: 'bad\u0000byte' })).toBe('validation.control_characters');
    expect(kycRejectBody.parse({ remark: ' Blurred photo\n' })).toEqual({ remark: 'Blurred photo' });
  });
});
