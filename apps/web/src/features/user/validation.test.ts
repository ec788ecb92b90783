import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './validation';

describe('SPEC §5 change password', () => {
  it('needs both fields ("input full")', () => {
    expect(validatePasswordChange({ password: 'abcdefgh', confirm: '' })).toBe('password.input_full');
  });
  it('needs them equal ("password not equal")', () => {
    expect(validatePasswordChange({ password: 'abcdefgh', confirm: 'abcdefgi' })).toBe('password.not_equal');
  });
  it('passes two equal passwords', () => {
    expect(validatePasswordChange({ password: 'abcdefgh', confirm: 'abcdefgh' })).toBeNull();
  });
});
