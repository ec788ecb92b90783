import { describe, expect, it } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { clientUiSpies, mockFetch } from '../../test/http';
import { ApiError, createApiClient } from './client';

function setup() {
  FakeXhr.reset();
  const deps = {
    baseUrl: () => 'https://api.example.com',
    getToken: () => 'tok-9',
    getLang: () => 'de',
    ...clientUiSpies(),
    fetch: mockFetch(() => null) as unknown as typeof fetch,
    xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  };
  return { client: createApiClient(deps), deps };
}

const form = () => {
  const body = new FormData();
  body.append('file', new File([new Uint8Array([0x89, 0x50])], 'proof.png', { type: 'image/png' }));
  return body;
};

describe('api client uploads (SPEC §7 image_upload)', () => {
  it('posts multipart with lang and token, reports progress and unwraps data', async () => {
    const { client, deps } = setup();
    const progress: number[] = [];
    const done = client.upload('/api/common/image_upload', form(), {
      loading: true,
      onProgress: (f) => progress.push(f),
    });
    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://api.example.com/api/common/image_upload');
    expect(xhr.headers).toMatchObject({ lang: 'de', authorization: 'tok-9' });
    // The browser writes the multipart boundary itself.
    expect(xhr.headers).not.toHaveProperty('content-type');
    expect(xhr.file()?.name).toBe('proof.png');
    expect(deps.showLoading).toHaveBeenCalledTimes(1);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond({ code: 1, msg: 'Uploaded', data: { url: '/uploads/a.png' } });
    await expect(done).resolves.toEqual({ url: '/uploads/a.png' });
    expect(progress).toEqual([0.25, 1]);
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('a business error rejects and toasts the server message (code 1407)', async () => {
    const { client, deps } = setup();
    const done = client.upload('/api/common/image_upload', form(), { loading: true });
    FakeXhr.latest().respond({ code: 1407, msg: 'Please upload a JPEG, PNG or WebP image', data: null });
    await expect(done).rejects.toMatchObject({ kind: 'business', code: 1407 });
    expect(deps.toastError).toHaveBeenCalledWith('Please upload a JPEG, PNG or WebP image');
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('a transport failure toasts a code; a 999 clears the session', async () => {
    const { client, deps } = setup();
    const failed = client.upload('/api/common/image_upload', form());
    FakeXhr.latest().fail();
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    expect(deps.toastError).toHaveBeenCalledWith('network ERR_NETWORK');

    const expired = client.upload('/api/common/image_upload', form());
    FakeXhr.latest().respond({ code: 999, msg: 'Please log in', data: null });
    await expect(expired).rejects.toMatchObject({ code: 999 });
    expect(deps.onUnauthorized).toHaveBeenCalledWith(false);
  });

  it('an HTTP error page without an envelope is a transport error', async () => {
    const { client, deps } = setup();
    const done = client.upload('/api/common/image_upload', form());
    FakeXhr.latest().respond('<html>413</html>', 413);
    await expect(done).rejects.toMatchObject({ kind: 'network', code: '413' });
    expect(deps.toastError).toHaveBeenCalledWith('network 413');
  });
});
