/** An http(s) URL safe to put in an href, or undefined (never javascript: or data:). */
export function safeHttpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** "example.com" of "https://www.example.com/path", for a compact line under a name. */
export function hostOf(url: string): string {
  const safe = safeHttpUrl(url);
  return safe ? new URL(safe).hostname.replace(/^www\./, '') : '';
}

/** The company page's route for one id. */
export const companyPath = (id: number) => `/company?id=${id}`;
