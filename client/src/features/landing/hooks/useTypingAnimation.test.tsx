import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypedAudience } from '../components/TypedAudience';
import { IntlProvider } from 'react-intl';
import { ENGLISH } from '../../../shared/i18n';
import type { ReactNode } from 'react';

/** The landing's words come from the app's language provider; these tests read them in English. */
const English = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" defaultLocale="en" messages={ENGLISH}>
    {children}
  </IntlProvider>
);
import { INITIAL_TYPING_STATE, nextTypingStep, typedText, type TypingState } from './typing';
import { useTypingAnimation } from './useTypingAnimation';

const WORDS = ['Creators', 'Coaches', 'Solopreneurs'] as const;

describe('nextTypingStep', () => {
  it('types at 150 ms, pauses 1500 ms, deletes at 100 ms, then moves to the next word', () => {
    let state: TypingState = INITIAL_TYPING_STATE;
    const timeline: [number, string][] = [];
    let t = 0;
    for (let i = 0; i < 8 + 8 + 2; i++) {
      const step = nextTypingStep(state, WORDS);
      t += step.delay;
      state = step.state;
      timeline.push([t, typedText(state, WORDS)]);
    }
    expect(timeline[0]).toEqual([150, 'C']);
    expect(timeline[7]).toEqual([1200, 'Creators']);
    expect(timeline[8]).toEqual([2700, 'Creator']); // after the 1500 ms pause
    expect(timeline[9]).toEqual([2800, 'Creato']);
    expect(timeline[15]).toEqual([3400, '']);
    expect(timeline[16]).toEqual([3550, 'C']);
    expect(timeline[17]).toEqual([3700, 'Co']);
  });

  it('wraps from the last word back to the first', () => {
    const last: TypingState = { wordIndex: 2, length: 0, deleting: true };
    expect(nextTypingStep(last, WORDS).state).toEqual({ wordIndex: 0, length: 1, deleting: false });
  });
});

describe('useTypingAnimation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the typing timings with real timers', () => {
    const { result } = renderHook(() => useTypingAnimation(WORDS));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(149));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('C');
    for (let i = 0; i < 7; i++) act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe('Creators');
    act(() => void vi.advanceTimersByTime(1499));
    expect(result.current).toBe('Creators');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('Creator');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('Creato');
    for (let i = 0; i < 6; i++) act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe('C');
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe('Co');
  });

  it('schedules nothing when animation is off', () => {
    const { result } = renderHook(() => useTypingAnimation(WORDS, { animate: false }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('TypedAudience', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubReducedMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('shows all words without animation when the user prefers reduced motion', () => {
    stubReducedMotion(true);
    render(<TypedAudience />, { wrapper: English });
    expect(screen.getByText('Creators, Coaches & Solopreneurs')).not.toBeNull();
    expect(screen.queryByTestId('typed-audience')).toBeNull();
  });

  it('animates otherwise, keeping the full list for screen readers', () => {
    stubReducedMotion(false);
    render(<TypedAudience />, { wrapper: English });
    expect(screen.getByTestId('typed-audience').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Creators, Coaches & Solopreneurs').className).toBe('sr-only');
  });
});
