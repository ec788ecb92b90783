import { useEffect, useState } from 'react';

export type PrivateImage = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'missing' };

/**
 * A client's upload (deposit proof, ID photo) is private: the server answers only to a staff
 * session whose role reviews it. The session cookie is scoped to /admin, so `/uploads/<name>` is
 * read through `/admin/api/uploads/<name>`; it is fetched here and shown from a blob URL,
 * released when the image changes or the view goes away.
 */
export function privateImageUrl(src: string): string {
  return src.startsWith('/uploads/') ? `/admin/api${src}` : src;
}

export function usePrivateImage(src: string): PrivateImage {
  // What was loaded, for which src: a new src reads as "loading" until its answer arrives.
  const [loaded, setLoaded] = useState<{ src: string; image: PrivateImage } | null>(null);
  useEffect(() => {
    if (!src) return;
    let url: string | null = null;
    let cancelled = false;
    fetch(privateImageUrl(src), { cache: 'no-store', credentials: 'same-origin' })
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
