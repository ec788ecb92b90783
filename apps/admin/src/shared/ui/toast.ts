import { createStore } from '../lib/store';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** At most this many toasts on screen; the oldest goes first. */
const MAX_TOASTS = 4;
const DURATION_MS: Record<ToastKind, number> = { success: 3000, info: 4000, error: 6000 };

export const toastStore = createStore<ToastItem[]>([]);
let nextId = 1;

function dismiss(id: number): void {
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): void {
  const id = nextId++;
  toastStore.set((list) => {
    // The same message twice in a row (parallel calls failing alike) shows once.
    if (list.some((t) => t.message === message && t.kind === kind)) return list;
    return [...list, { id, kind, message }].slice(-MAX_TOASTS);
  });
  setTimeout(() => dismiss(id), DURATION_MS[kind]);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  dismiss,
  clear: () => toastStore.set([]),
};
