import type { KycCenter } from '@fxdesk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { FakeXhr } from '../../test/fake-xhr';
import { demoUser, realUser } from '../../test/funds-fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { AuthPage } from './AuthPage';
import { signedInEachTest } from '../../test/session';

const toastError = vi.fn();
vi.mock('../../shared/ui/toast', () => ({
  toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn() },
}));

const base: KycCenter = { review_status: 0, name: '', card_id: '', remark: '', withdraw_requires_kyc: 1 };

/** A backend whose center answer the test changes; records every real_name body. */
function serve(initial: KycCenter) {
  const state = { center: initial, submitted: [] as Record<string, string>[] };
  const fetch = mockFetch(async (url, init) => {
    if (url.pathname === '/api/user_real/center') return ok(state.center);
    if (url.pathname === '/api/user_real/real_name') {
      state.submitted.push(JSON.parse(String(init.body)) as Record<string, string>);
      state.center = { ...base, review_status: 1, name: 'A** L**', card_id: 'X1*****78' };
      return ok({ review_status: 1 }, 'Submitted for review');
    }
    return ok(null);
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}

const render = (layout: 'mobile' | 'desktop' = 'mobile') =>
  renderRoutes([{ path: '/mine/auth', Component: AuthPage }], '/mine/auth', layout);

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

function pickFile(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

async function uploadAs(testId: string, url: string) {
  pickFile(screen.getByTestId(testId), png(`${testId}.png`));
  await act(async () => FakeXhr.latest().respond({ code: 1, msg: 'Uploaded', data: { url } }));
  await screen.findByTestId(`${testId}-done`);
}

describe('identity verification page (SPEC §2 auth, §4 identity states, §5 real-name rules)', () => {
  signedInEachTest(realUser);
  beforeEach(() => {
    toastError.mockReset();
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('SPEC §5: name, ID number and both photos are required, in that order, before anything is sent', async () => {
    const backend = serve(base);
    render();
    await screen.findByTestId('auth-form');
    // One tap each, as a person taps: the form ignores a tap while the previous submit runs.
    const tap = (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));
    // Each problem is said under its own field, announced, with focus moved there (issue 15).
    const saidBeside = (testId: string, message: string) => {
      expect(screen.getByTestId(`${testId}-error`).textContent).toBe(message);
      expect(document.activeElement).toBe(screen.getByTestId(testId));
    };
    await tap('auth-submit');
    saidBeside('auth-name', 'Please enter your name');
    fireEvent.change(screen.getByTestId('auth-name'), { target: { value: 'Ann Lee' } });
    await tap('auth-submit');
    saidBeside('auth-card-id', 'Please enter your ID number');
    fireEvent.change(screen.getByTestId('auth-card-id'), { target: { value: 'X12345678' } });
    await tap('auth-submit');
    saidBeside('auth-front', 'Please upload the front and back of your ID');
    expect(screen.getByTestId('auth-back-error').textContent).toBe(
      'Please upload the front and back of your ID',
    );
    expect(backend.submitted).toEqual([]);
  });

  it('state 0 → uploads both photos with progress → submits → shows the waiting state with the masked name', async () => {
    const backend = serve(base);
    render();
    await screen.findByTestId('auth-form');
    fireEvent.change(screen.getByTestId('auth-name'), { target: { value: ' Ann Lee ' } });
    fireEvent.change(screen.getByTestId('auth-card-id'), { target: { value: 'X12345678' } });
    pickFile(screen.getByTestId('auth-front'), png('front.png'));
    act(() => FakeXhr.latest().progress(3, 10));
    expect(screen.getByTestId('auth-front-progress').textContent).toContain('30%');
    expect(screen.getByTestId('auth-front-preview')).toBeTruthy();
    await act(async () =>
      FakeXhr.latest().respond({ code: 1, msg: 'ok', data: { url: `/uploads/${'a'.repeat(32)}.png` } }),
    );
    await uploadAs('auth-back', `/uploads/${'b'.repeat(32)}.png`);
    fireEvent.click(screen.getByTestId('auth-submit'));
    await screen.findByTestId('auth-waiting');
    expect(backend.submitted).toEqual([
      {
        name: 'Ann Lee',
        card_id: 'X12345678',
        front_pic: `/uploads/${'a'.repeat(32)}.png`,
        reverse_pic: `/uploads/${'b'.repeat(32)}.png`,
      },
    ]);
    expect(screen.getByTestId('auth-masked-name').textContent).toBe('A** L**');
    expect(screen.getByTestId('auth-masked-card').textContent).toBe('X1*****78');
  });

  it('a failed upload clears the slot (SPEC §8) and offers a retry that sends the same file again', async () => {
    serve(base);
    render();
    await screen.findByTestId('auth-form');
    pickFile(screen.getByTestId('auth-front'), png('front.png'));
    const first = FakeXhr.latest();
    await act(async () => first.fail());
    await waitFor(() => expect(screen.queryByTestId('auth-front-preview')).toBeNull());
    fireEvent.click(screen.getByTestId('auth-front-retry'));
    const second = FakeXhr.latest();
    expect(second).not.toBe(first);
    expect(second.file()?.name).toBe('front.png');
    await act(async () =>
      second.respond({ code: 1, msg: 'ok', data: { url: `/uploads/${'c'.repeat(32)}.png` } }),
    );
    expect(await screen.findByTestId('auth-front-done')).toBeTruthy();
    expect(screen.queryByTestId('auth-front-retry')).toBeNull();
  });

  it('a rejection shows the reason above the form, which can be sent again', async () => {
    serve({ ...base, remark: 'The back photo is blurred' });
    render('desktop');
    expect((await screen.findByTestId('auth-rejected-reason')).textContent).toBe('The back photo is blurred');
    expect(screen.getByTestId('auth-submit').textContent).toContain('Submit again');
  });

  it('state 2 shows the certified state with the masked name and number, no form', async () => {
    serve({ ...base, review_status: 2, name: 'A** L**', card_id: 'X1*****78' });
    render();
    await screen.findByTestId('auth-certified');
    expect(screen.getByTestId('auth-masked-card').textContent).toBe('X1*****78');
    expect(screen.queryByTestId('auth-form')).toBeNull();
  });

  it('SPEC §6: a demo account sees "only real account" and no call is made', async () => {
    useSession.getState().signIn({ token: 'demo', user: demoUser });
    const fetch = mockFetch(() => ok(null));
    vi.stubGlobal('fetch', fetch);
    render();
    expect(await screen.findByTestId('only-real-state')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
