import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_WITHOUT_CLICK_MS, useSteadyWhilePressed } from './use-steady-while-pressed';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSteadyWhilePressed (issue 36.7)', () => {
  it('follows its value while nothing is pressed', () => {
    const { result, rerender } = renderHook(({ value }) => useSteadyWhilePressed(value), { initialProps: { value: 'blocked' } });
    rerender({ value: 'on' });
    expect(result.current).toBe('on');
  });

  it('holds a change made during a press until the press’s click has been delivered', async () => {
    const { result, rerender } = renderHook(({ value }) => useSteadyWhilePressed(value), { initialProps: { value: 'blocked' } });
    act(() => void fireEvent.pointerDown(document.body));
    rerender({ value: 'on' }); // the press started the sound
    expect(result.current).toBe('blocked');
    act(() => void fireEvent.pointerUp(document.body));
    expect(result.current).toBe('blocked');
    act(() => void fireEvent.click(document.body));
    expect(result.current).toBe('blocked');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe('on');
  });

  it('lets the change show a moment after a release that makes no click, and at once when the press is cancelled', async () => {
    const { result, rerender } = renderHook(({ value }) => useSteadyWhilePressed(value), { initialProps: { value: 1 } });
    act(() => void fireEvent.pointerDown(document.body));
    rerender({ value: 2 });
    act(() => void fireEvent.pointerUp(document.body));
    await act(() => vi.advanceTimersByTimeAsync(RELEASE_WITHOUT_CLICK_MS - 1));
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(2);
    act(() => void fireEvent.pointerDown(document.body));
    rerender({ value: 3 });
    act(() => void fireEvent.pointerCancel(document.body));
    expect(result.current).toBe(3);
  });
});
