import { useEffect, useState } from 'react';
import { INITIAL_TYPING_STATE, nextTypingStep, typedText, TYPING_TIMINGS, type TypingTimings } from './typing';

/**
 * The text currently "typed" in the hero. When `animate` is false (reduced motion) nothing
 * is scheduled and the caller shows the words statically.
 */
export function useTypingAnimation(
  words: readonly string[],
  { animate = true, timings = TYPING_TIMINGS }: { animate?: boolean; timings?: TypingTimings } = {},
): string {
  const [state, setState] = useState(INITIAL_TYPING_STATE);

  useEffect(() => {
    if (!animate || words.length === 0) return;
    const { state: next, delay } = nextTypingStep(state, words, timings);
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, animate, words, timings]);

  return typedText(state, words);
}
