import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionDialog, useAction } from './ActionDialog';

function Send({ action, onClose }: { action: () => Promise<unknown>; onClose: () => void }) {
  const { busy, error, run } = useAction();
  return (
    <ActionDialog
      title="Send"
      busy={busy}
      error={error}
      confirmLabel="Send it"
      onConfirm={() => void run(action).then((ok) => ok && onClose())}
      confirmTestId="send"
      onClose={onClose}
    >
      <p>Body</p>
    </ActionDialog>
  );
}

describe('ActionDialog with useAction', () => {
  it('is a dialog that sends once however often it is clicked, and closes when done', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<Send action={action} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Send' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('send'));
    fireEvent.click(screen.getByTestId('send'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true),
    );
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows why it failed, stays open, and may be tried again', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('Not allowed')).mockResolvedValueOnce(undefined);
    const onClose = vi.fn();
    render(<Send action={action} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('send'));
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('send'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('takes focus on its panel when it has no field (not the close cross), and Escape closes it', () => {
    const onClose = vi.fn();
    render(<Send action={vi.fn()} onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Send' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
