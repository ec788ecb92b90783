import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../routes/paths';

/** Back to the previous screen, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string = PATHS.home) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [fallback, location.key, navigate]);
}
