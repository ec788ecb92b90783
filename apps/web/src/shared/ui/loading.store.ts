import { create } from 'zustand';

interface LoadingState {
  /** Calls that asked for the blocking spinner and have not answered yet. */
  pending: number;
  /** Fraction sent of an upload running under the spinner, shown as a percent; null otherwise. */
  progress: number | null;
}

export const useLoadingStore = create<LoadingState>()(() => ({ pending: 0, progress: null }));

export const loading = {
  show: () => useLoadingStore.setState((s) => ({ pending: s.pending + 1 })),
  hide: () =>
    useLoadingStore.setState((s) => {
      const pending = Math.max(0, s.pending - 1);
      return { pending, progress: pending === 0 ? null : s.progress };
    }),
  progress: (fraction: number) =>
    useLoadingStore.setState((s) => (s.pending > 0 ? { progress: Math.min(1, Math.max(0, fraction)) } : {})),
};
