import { useEffect, useState } from 'react';
import { session } from '../session/session';

export type PrivateImage = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'missing' };

/**
 * A client's upload (deposit proof, ID photo) is private: the server answers only with the
 * staff token in the authorization header, which an <img src> cannot send. So it is fetched
 * here and shown from a blob URL, released when the image changes or the view goes away.
 */
export function usePrivateImage(src: string): PrivateImage {
  // What was loaded, for which src: a new src reads as "loading" until its answer arrives.
  const [loaded, setLoaded] = useState<{ src: string; image: PrivateImage } | null>(null);
  useEffect(() => {
    if (!src) return;
    let url: string | null = null;
    let cancelled = false;
    const token = session.token();
    fetch(src, { headers: token ? { authorization: token } : {}, cache: 'no-store' })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/')) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ src, image: { state: 'ready', url } });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ src, image: { state: 'missing' } });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  if (!src) return { state: 'missing' };
  return loaded?.src === src ? loaded.image : { state: 'loading' };
}
