import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../lib/storage';

interface CurrentPairState {
  /** The pair the trade screen shows (SPEC §2: set by tapping a market row). */
  code: string | null;
  setCode: (code: string) => void;
}

export const useCurrentPair = create<CurrentPairState>()((set) => ({
  code: storage.get(STORAGE_KEYS.currentPair),
  setCode: (code) => {
    storage.set(STORAGE_KEYS.currentPair, code);
    set({ code });
  },
}));
