import {
  browserThemeEnvironment,
  createThemeController,
  type Theme,
  type ThemeController,
  type ThemePreference,
} from '@fxdesk/contract';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../lib/storage';

export type { Theme, ThemePreference } from '@fxdesk/contract';

/**
 * The client's light/dark theme (issue 15). The boot script in index.html (vite plugin
 * `themeBoot`) has already set `<html data-theme>` before the first paint; this keeps it in step
 * with the system setting and the user's choice, remembered in localStorage.
 */
export const themeController: ThemeController = createThemeController(
  browserThemeEnvironment(STORAGE_KEYS.theme, document.documentElement, window),
);

/** The theme on screen now ('light' or 'dark'); re-renders when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(themeController.subscribe, themeController.theme);
}

/** The user's choice: 'system' (the default), 'light' or 'dark'. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(themeController.subscribe, themeController.preference);
}

export const setThemePreference = (preference: ThemePreference) => themeController.setPreference(preference);
