import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendCodeButton } from './SendCodeButton';
import { SEND_CODE_SECONDS, useCountdown } from './useCountdown';

describe('send-code countdown (SPEC §4, §9: 60 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to zero and stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(SEND_CODE_SECONDS).toBe(60);
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    for (let i = 0; i < 59; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('disables the button while counting, then enables it again', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<SendCodeButton onSend={onSend} />);
    const button = screen.getByTestId('send-code');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);
    expect(button.textContent).toContain('60');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 60; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveProperty('disabled', false);
    expect(button.textContent).toBe('Send code');
  });

  it('does not start when sending fails or is skipped', async () => {
    render(<SendCodeButton onSend={async () => false} testId="skip" />);
    render(<SendCodeButton onSend={() => Promise.reject(new Error('no'))} testId="fail" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('skip'));
      fireEvent.click(screen.getByTestId('fail'));
    });
    expect(screen.getByTestId('skip')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('fail')).toHaveProperty('disabled', false);
  });
});
