import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from './toast';

/**
 * Sends one review decision at most once per dialog: a second click (even before React
 * re-renders the disabled button) is ignored, and a failure leaves the dialog open with the
 * server's message. The server enforces "once" too: a reviewed record answers with an error.
 * Once sent, the lists in `invalidate` (what the decision changed) are asked again.
 */
export function useDecision(onDone: () => void, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, successMessage: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      toast.success(successMessage);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      // A failed decision (network, validation) may be retried; a reviewed record answers again
      // with the server's "already reviewed" message.
      inFlight.current = false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
