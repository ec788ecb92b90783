import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dialog } from './dialog';
import { DialogPanel, Sheet } from './Sheet';

/** A page with a button that opens a sheet holding two fields and a close button. */
function Page({ position = 'bottom' }: { position?: 'bottom' | 'center' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="before">
        before
      </button>
      <button type="button" onClick={() => setOpen(true)} data-testid="opener">
        open
      </button>
      <Sheet visible={open} onClose={() => setOpen(false)} position={position} label="Position detail">
        <input data-testid="first" aria-label="first" />
        <input data-testid="second" aria-label="second" />
        <button type="button" onClick={() => setOpen(false)} data-testid="close">
          close
        </button>
      </Sheet>
    </>
  );
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

describe('dialog primitive (WCAG 2.2: focus in, trapped, Escape, focus back)', () => {
  it('a sheet is a named modal dialog that takes focus when it opens', async () => {
    render(<Page />);
    screen.getByTestId('opener').focus();
    fireEvent.click(screen.getByTestId('opener'));
    const panel = await screen.findByRole('dialog', { name: 'Position detail' });
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('first'));
  });

  it('Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    render(<Page position="center" />);
    screen.getByTestId('opener').focus();
    fireEvent.click(screen.getByTestId('opener'));
    await screen.findByRole('dialog');
    screen.getByTestId('close').focus();
    tab();
    expect(document.activeElement).toBe(screen.getByTestId('first'));
    tab(true);
    expect(document.activeElement).toBe(screen.getByTestId('close'));
  });

  it('focus that leaves for the page behind is brought back in', async () => {
    render(<Page />);
    screen.getByTestId('opener').focus();
    fireEvent.click(screen.getByTestId('opener'));
    await screen.findByRole('dialog');
    act(() => screen.getByTestId('before').focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    render(<Page />);
    screen.getByTestId('opener').focus();
    fireEvent.click(screen.getByTestId('opener'));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('opener'));
  });

  it('a dialog opened from a dialog: Escape closes only the top one, focus goes back into the first', () => {
    const closed: string[] = [];
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <DialogPanel label="outer" onClose={() => closed.push('outer')}>
          <button type="button" onClick={() => setInner(true)} data-testid="open-inner">
            cancel order
          </button>
          {inner ? (
            <DialogPanel label="inner" onClose={() => setInner(false)}>
              <button type="button">confirm</button>
            </DialogPanel>
          ) : null}
        </DialogPanel>
      );
    }
    render(<Nested />);
    fireEvent.click(screen.getByTestId('open-inner'));
    expect(screen.getByRole('dialog', { name: 'inner' }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'inner' })).toBeNull();
    expect(closed).toEqual([]);
    expect(document.activeElement).toBe(screen.getByTestId('open-inner'));
  });

  it('a confirm takes focus on Cancel, resolves false on Escape and gives focus back', async () => {
    render(
      <button type="button" data-testid="opener">
        close position
      </button>,
    );
    const opener = screen.getByTestId('opener');
    opener.focus();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialog.confirm({
        content: 'Close this position?',
        confirmText: 'Confirm',
        cancelText: 'Cancel',
      });
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(cancel.closest('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
