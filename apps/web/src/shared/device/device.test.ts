import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLayout, isDesktopUserAgent } from './device';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('desktop detection from the user agent (SPEC §1)', () => {
  it('picks desktop for desktop browsers', () => {
    expect(isDesktopUserAgent(AGENTS.chromeWindows)).toBe(true);
    expect(isDesktopUserAgent(AGENTS.safariMac)).toBe(true);
    expect(detectLayout(AGENTS.firefoxLinux)).toBe('desktop');
  });

  it('picks mobile when a mobile keyword is present', () => {
    expect(isDesktopUserAgent(AGENTS.iphone)).toBe(false);
    expect(isDesktopUserAgent(AGENTS.android)).toBe(false);
    expect(detectLayout(AGENTS.ipad)).toBe('mobile');
  });

  it('any user agent with a mobile keyword is mobile', () => {
    const keyword = fc.constantFrom(
      'Android',
      'iPhone',
      'iPad',
      'Mobile',
      'IEMobile',
      'Opera Mini',
      'BlackBerry',
    );
    fc.assert(
      fc.property(fc.string(), keyword, fc.string(), (before, word, after) => {
        expect(isDesktopUserAgent(`${before}${word}${after}`)).toBe(false);
      }),
    );
  });
});
