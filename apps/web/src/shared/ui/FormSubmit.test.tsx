import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormSubmit } from './FormSubmit';

describe('FormSubmit with onSubmit (the funds forms)', () => {
  it('runs once for a double tap, is busy until the call settles, then runs again', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <FormSubmit testId="pay" onSubmit={onSubmit}>
        Pay
      </FormSubmit>,
    );
    const button = screen.getByTestId('pay');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('disabled')).toBe(true);
    finish();
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
