import { browserThemeEnvironment, createThemeController } from '@fxdesk/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KlineChart from '../../features/trading/chart/KlineChart';
import { chartMock } from '../../test/lightweight-charts.mock';
import { STORAGE_KEYS } from '../lib/storage';
import { ThemeSwitch, ThemeToggle } from './ThemeSwitch';
import { setThemePreference } from './theme';

// The system setting, switchable by the test; installed before the theme module loads.
const system = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const media = {
    matches: true,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    setDark(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
  };
});

const html = document.documentElement;
const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('theme switch (issue 15: follows the system, switchable, remembered)', () => {
  beforeEach(() => {
    act(() => setThemePreference('system'));
    window.localStorage.clear();
    act(() => system.setDark(true));
  });

  it('by default follows the system setting, and keeps following it while it changes', () => {
    render(<ThemeSwitch />);
    expect(radio(/^system$/i).getAttribute('aria-checked')).toBe('true');
    expect(html.dataset.theme).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    act(() => system.setDark(false));
    expect(html.dataset.theme).toBe('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it('a chosen theme applies at once, beats the system setting and is remembered for the next visit', () => {
    render(<ThemeSwitch />);
    fireEvent.click(radio(/^light$/i));
    expect(radio(/^light$/i).getAttribute('aria-checked')).toBe('true');
    expect(radio(/^system$/i).getAttribute('aria-checked')).toBe('false');
    expect(html.dataset.theme).toBe('light');
    act(() => system.setDark(true));
    expect(html.dataset.theme).toBe('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    // The next visit reads the same key the same way (the boot script does too, see contract).
    const nextVisit = createThemeController(browserThemeEnvironment(STORAGE_KEYS.theme, html, window));
    expect(nextVisit.preference()).toBe('light');
    expect(nextVisit.theme()).toBe('light');
  });

  it('is one radio group: a single tab stop, arrow keys move the choice', () => {
    render(<ThemeSwitch />);
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
    radio(/^system$/i).focus();
    fireEvent.keyDown(radio(/^system$/i), { key: 'ArrowRight' });
    expect(radio(/^light$/i).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio(/^light$/i));
    fireEvent.keyDown(radio(/^light$/i), { key: 'ArrowRight' });
    expect(html.dataset.theme).toBe('dark');
    fireEvent.keyDown(radio(/^dark$/i), { key: 'ArrowRight' });
    expect(radio(/^system$/i).getAttribute('aria-checked')).toBe('true');
  });

  it('the header toggle flips light and dark, and the open chart follows live', () => {
    // The chart is made with its first history.
    const bar = { Time: 1_790_000_000, Open: 1.1, High: 1.2, Low: 1, Close: 1.15, Volume: 10 };
    act(() => system.setDark(false));
    render(
      <>
        <ThemeToggle />
        <KlineChart code="EURUSD" precision={5} period="1min" bars={[bar]} live={false} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: /dark theme/i });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const chart = chartMock.charts.at(-1);
    const backgrounds = () =>
      (chart?.options ?? []).map(
        (o) => (o as { layout?: { background?: { color?: string } } }).layout?.background?.color,
      );
    fireEvent.click(toggle);
    expect(html.dataset.theme).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(backgrounds().at(-1)).toBe('#111827');
    fireEvent.click(toggle);
    expect(html.dataset.theme).toBe('light');
    expect(backgrounds().at(-1)).toBe('#ffffff');
  });
});
