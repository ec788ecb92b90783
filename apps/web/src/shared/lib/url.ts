/**
 * True for absolute http(s) URLs only. Links that come from settings (support link, loss_url)
 * are navigated to or framed; a `javascript:` or `data:` value must never get that far.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
