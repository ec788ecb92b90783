import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  applyThemeToRoot,
  createThemeController,
  parseThemePreference,
  themeBootScript,
  type Theme,
  type ThemeEnvironment,
} from './theme.js';

function fakeEnvironment(stored: string | null, systemDark: boolean) {
  const state = { stored, systemDark, applied: [] as Theme[], listener: null as (() => void) | null };
  const env: ThemeEnvironment = {
    read: () => state.stored,
    write: (value) => void (state.stored = value),
    systemDark: () => state.systemDark,
    onSystemChange: (listener) => {
      state.listener = listener;
      return () => void (state.listener = null);
    },
    apply: (theme) => void state.applied.push(theme),
  };
  const flipSystem = (dark: boolean) => {
    state.systemDark = dark;
    state.listener?.();
  };
  return { state, env, flipSystem };
}

function fakeRoot() {
  const attributes: Record<string, string> = {};
  return {
    attributes,
    style: { colorScheme: '' },
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
  };
}

describe('theme (issue 15: follows the system, switchable, remembered)', () => {
  it('without a stored choice it follows the system setting, live', () => {
    const { state, env, flipSystem } = fakeEnvironment(null, true);
    const controller = createThemeController(env);
    expect(controller.preference()).toBe('system');
    expect(controller.theme()).toBe('dark');
    flipSystem(false);
    expect(controller.theme()).toBe('light');
    expect(state.applied).toEqual(['dark', 'light']);
  });

  it('an explicit choice is stored, applied at once and wins over the system setting', () => {
    const { state, env, flipSystem } = fakeEnvironment(null, false);
    const controller = createThemeController(env);
    let notified = 0;
    controller.subscribe(() => notified++);
    controller.setPreference('dark');
    expect(state.stored).toBe('dark');
    expect(controller.theme()).toBe('dark');
    flipSystem(false);
    expect(controller.theme()).toBe('dark');
    controller.setPreference('system');
    expect(controller.theme()).toBe('light');
    expect(state.applied).toEqual(['light', 'dark', 'light']);
    expect(notified).toBe(2);
  });

  it('a stored choice is read back on the next visit; junk means system', () => {
    expect(createThemeController(fakeEnvironment('light', true).env).theme()).toBe('light');
    expect(createThemeController(fakeEnvironment('dark', false).env).theme()).toBe('dark');
    expect(createThemeController(fakeEnvironment('purple', true).env).preference()).toBe('system');
    expect(parseThemePreference(undefined)).toBe('system');
  });

  it('the boot script sets the same attributes as the app before the first paint', () => {
    const cases: [string | null, boolean, Theme][] = [
      [null, true, 'dark'],
      [null, false, 'light'],
      ['light', true, 'light'],
      ['dark', false, 'dark'],
      ['junk', true, 'dark'],
    ];
    for (const [stored, systemDark, expected] of cases) {
      const root = fakeRoot();
      const storage = new Map(stored === null ? [] : [['fx.theme', stored]]);
      runInNewContext(themeBootScript('fx.theme'), {
        localStorage: { getItem: (key: string) => storage.get(key) ?? null },
        window: { matchMedia: () => ({ matches: systemDark }) },
        document: { documentElement: root },
      });
      const app = fakeRoot();
      applyThemeToRoot(app, expected);
      expect(root.attributes).toEqual(app.attributes);
      expect(root.style.colorScheme).toBe(expected);
    }
  });

  it('the boot script survives storage that throws (private mode): light unless the system is dark', () => {
    const root = fakeRoot();
    runInNewContext(themeBootScript('fx.theme'), {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
      window: { matchMedia: () => ({ matches: true }) },
      document: { documentElement: root },
    });
    expect(root.attributes['data-theme']).toBe('light');
  });
});
