import { create } from 'zustand';

interface LoadingState {
  /** Calls that asked for the blocking spinner and have not answered yet. */
  pending: number;
}

export const useLoadingStore = create<LoadingState>()(() => ({ pending: 0 }));

export const loading = {
  show: () => useLoadingStore.setState((s) => ({ pending: s.pending + 1 })),
  hide: () => useLoadingStore.setState((s) => ({ pending: Math.max(0, s.pending - 1) })),
};
