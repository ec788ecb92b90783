import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './Field';
import { ImageUpload } from './ImageUpload';
import { toastStore } from './toast';

const png = () => new File(['x'], 'logo.png', { type: 'image/png' });

describe('ImageUpload', () => {
  it('uploads the picked image once, busy meanwhile, and hands on its path', async () => {
    let finish: (url: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onUploaded = vi.fn();
    render(
      <ImageUpload upload={upload} onUploaded={onUploaded} label="Upload" testId="up" fileTestId="file" />,
    );
    fireEvent.change(screen.getByTestId('file'), { target: { files: [png()] } });
    await waitFor(() => expect((screen.getByTestId('up') as HTMLButtonElement).disabled).toBe(true));
    finish('/uploads/logo.png');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/uploads/logo.png'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('up') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows why an upload failed and hands on nothing', async () => {
    const onUploaded = vi.fn();
    render(
      <ImageUpload
        upload={() => Promise.reject(new Error('Too large'))}
        onUploaded={onUploaded}
        label="Upload"
        fileTestId="file"
      />,
    );
    fireEvent.change(screen.getByTestId('file'), { target: { files: [png()] } });
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('Too large'));
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

function Email() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="E-mail"
      hint="Your work address"
      error={value === 'x' ? 'Not an address' : null}
      value={value}
      onValue={setValue}
      testId="email"
    />
  );
}

describe('TextField', () => {
  it('is named by its label, described by its hint, and marked invalid with its error', () => {
    render(<Email />);
    const box = screen.getByRole('textbox', { name: 'E-mail' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your work address',
    );
    fireEvent.change(box, { target: { value: 'x' } });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Not an address');
  });
});
