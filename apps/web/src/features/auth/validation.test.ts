import { describe, expect, it } from 'vitest';
import { validateCodeTarget, validateForgot, validateLogin, validateRegister } from './validation';

describe('SPEC §5 login validation', () => {
  it('asks for the e-mail or phone first', () => {
    expect(validateLogin({ account: '  ', password: 'x' })).toBe('auth.validation.account_required');
  });
  it('then for the password', () => {
    expect(validateLogin({ account: 'a@b.co', password: '' })).toBe('auth.validation.password_required');
  });
  it('passes a filled form', () => {
    expect(validateLogin({ account: 'a@b.co', password: 'secret' })).toBeNull();
  });
});

describe('register and forgot checks', () => {
  const filled = { method: 'email' as const, account: 'a@b.co', code: '123456', password: 'p', confirm: 'q' };

  it('needs the code target before sending', () => {
    expect(validateCodeTarget('email', '')).toBe('auth.validation.email_required');
    expect(validateCodeTarget('mobile', ' ')).toBe('auth.validation.mobile_required');
  });

  it('sends password and confirm as typed (a mismatch is the server’s call)', () => {
    expect(validateRegister({ ...filled, captchaMode: false })).toBeNull();
  });

  it('names the missing code or captcha', () => {
    expect(validateRegister({ ...filled, code: '', captchaMode: false })).toBe(
      'auth.validation.code_required',
    );
    expect(validateRegister({ ...filled, code: '', captchaMode: true })).toBe(
      'auth.validation.captcha_required',
    );
  });

  it('asks to complete the forgot form', () => {
    expect(validateForgot({ ...filled, confirm: '' })).toBe('auth.validation.complete');
  });
});
