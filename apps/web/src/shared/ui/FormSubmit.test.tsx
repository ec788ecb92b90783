import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormSubmit } from './FormSubmit';
import { SubmitForm } from './SubmitForm';

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

describe('SubmitForm (every other form: log in, register, feedback, real name…)', () => {
  it('sends once for a double tap or Enter twice, and again once the first has settled', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <SubmitForm onSubmit={onSubmit} testId="form">
        <FormSubmit testId="send">Send</FormSubmit>
      </SubmitForm>,
    );
    fireEvent.click(screen.getByTestId('send'));
    fireEvent.submit(screen.getByTestId('form'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      fireEvent.submit(screen.getByTestId('form'));
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });
});
