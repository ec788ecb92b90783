import type { UserInfo } from '@fxdesk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../shared/i18n';
import { PATHS } from '../../shared/routes/paths';
import { useSession } from '../../shared/session/session.store';
import { renderRoutes, where } from '../../test/render';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';

const ANN = { email: 'ann@example.com', mobile: '', is_demo: 0 } as unknown as UserInfo;

describe('desktop header menus (issue 15: pop-over fetched on first open, keyboard and screen reader)', () => {
  afterEach(async () => {
    act(() => useSession.setState({ token: null, user: null }));
    await act(() => setLanguage('en'));
  });

  it('the language menu opens on the first click, focus moves into it, arrows move and Escape closes', async () => {
    renderRoutes([{ path: '/', element: <LanguageMenu /> }], '/');
    const button = screen.getByRole('button', { name: /^language english$/i });
    // Nothing of the pop-over is in the page before the first open.
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: /^language$/i });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(15);
    const english = screen.getByRole('menuitemradio', { name: /english/i });
    expect(english.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(english));

    const all = screen.getAllByRole('menuitemradio');
    fireEvent.keyDown(english, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(all[all.indexOf(english) + 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(all[all.length - 1]);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('choosing a language switches the interface and closes the menu', async () => {
    renderRoutes([{ path: '/', element: <LanguageMenu /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: /language/i }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /deutsch/i }));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(screen.getByTestId('language-menu').textContent).toContain('Deutsch');
  });

  it('the account menu opens on the first click and an item goes to its page; a click outside closes it', async () => {
    act(() => useSession.setState({ token: 'token', user: ANN }));
    const { router } = renderRoutes(
      [
        { path: '/', element: <AccountMenu /> },
        { path: PATHS.wallet, element: <AccountMenu /> },
      ],
      '/',
    );
    const button = screen.getByRole('button', { name: /ann@example\.com/i });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: /^account$/i });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(menu.textContent).toContain('Log out');

    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: /^wallet$/i }));
    await waitFor(() => expect(where(router)).toBe(PATHS.wallet));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
