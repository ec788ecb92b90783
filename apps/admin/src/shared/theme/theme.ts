import {
  browserThemeEnvironment,
  createThemeController,
  type ThemeController,
  type ThemePreference,
} from '@fxdesk/contract';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../lib/storage';

/**
 * The console's light/dark theme (issue 15), the same rules as the web client's
 * (`@fxdesk/contract` theme): system by default, the choice remembered, applied before the first
 * paint by the boot script the vite config adds to index.html.
 */
export const themeController: ThemeController = createThemeController(
  browserThemeEnvironment(STORAGE_KEYS.theme, document.documentElement, window),
);

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(themeController.subscribe, themeController.preference);
}
