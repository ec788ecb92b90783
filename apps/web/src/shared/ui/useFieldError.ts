import { useCallback, useState } from 'react';

/**
 * The form's current problem, kept beside its field (WCAG 3.3.1) instead of only in a toast:
 * `show` records it and moves focus to the field's control (found by its test id), `errorOf`
 * gives a field its message, `clear` drops it, and `edit(setter)` wraps a field's setter so
 * that typing in any field drops it.
 */
export function useFieldError<F extends string>() {
  const [error, setError] = useState<{ field: F; message: string } | null>(null);
  const show = useCallback((field: F, message: string, controlTestId?: string) => {
    setError({ field, message });
    if (controlTestId) document.querySelector<HTMLElement>(`[data-testid="${controlTestId}"]`)?.focus();
  }, []);
  const clear = useCallback(() => setError(null), []);
  const errorOf = (field: F): string | null => (error?.field === field ? error.message : null);
  const edit =
    (set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setError(null);
    };
  return { show, clear, errorOf, edit };
}
