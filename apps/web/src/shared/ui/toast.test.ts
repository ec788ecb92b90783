import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const root = () => document.getElementById('fx-toast-root');

describe('toasts (issue 15: desktop toasts do not use the phone look over the chart)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    root()?.remove();
  });

  it('on a desktop the toast is the desktop notice (top-right, light), on a phone the centred box', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(LINUX_CHROME);
    toast.success('Deposit credited');
    await waitFor(() => expect(root()?.textContent).toContain('Deposit credited'));
    expect(root()?.dataset.layout).toBe('desktop');

    root()?.remove();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    toast.error('The card was declined');
    await waitFor(() => expect(root()?.textContent).toContain('The card was declined'));
    expect(root()?.dataset.layout).toBe('mobile');
  });
});
