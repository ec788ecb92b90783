import { latestOf } from './instances';

/**
 * An XMLHttpRequest double for uploads: it never touches the network. A test installs it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`, then drives the latest request: report progress,
 * answer with an envelope, or fail.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  static latest(): FakeXhr {
    return latestOf(FakeXhr.instances, 'no upload was started');
  }

  static reset(): void {
    FakeXhr.instances = [];
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file sent in the multipart field `file`. */
  file(): File | null {
    const value = this.body instanceof FormData ? this.body.get('file') : null;
    return value instanceof File ? value : null;
  }

  // Server side of the double.
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(payload: unknown, status = 200): void {
    this.status = status;
    this.responseText = typeof payload === 'string' ? payload : JSON.stringify(payload);
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }
}
