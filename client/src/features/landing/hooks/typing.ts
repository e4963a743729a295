/** Pure state machine behind the hero's typing animation (the hero's fixed timings). */
export interface TypingTimings {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

export const TYPING_TIMINGS: TypingTimings = { typeMs: 150, deleteMs: 100, pauseMs: 1500 };

export interface TypingState {
  wordIndex: number;
  /** How many characters of the current word are shown. */
  length: number;
  deleting: boolean;
}

export const INITIAL_TYPING_STATE: TypingState = { wordIndex: 0, length: 0, deleting: false };

export function typedText(state: TypingState, words: readonly string[]): string {
  return (words[state.wordIndex] ?? '').slice(0, state.length);
}

/**
 * The next state and how long the current one stays on screen before it appears:
 * each typed character 150 ms, the full word 1500 ms, each deleted character 100 ms,
 * then the next word starts typing.
 */
export function nextTypingStep(
  state: TypingState,
  words: readonly string[],
  timings: TypingTimings = TYPING_TIMINGS,
): { state: TypingState; delay: number } {
  const word = words[state.wordIndex] ?? '';
  if (!state.deleting) {
    if (state.length < word.length) {
      return { state: { ...state, length: state.length + 1 }, delay: timings.typeMs };
    }
    return { state: { ...state, length: state.length - 1, deleting: true }, delay: timings.pauseMs };
  }
  if (state.length > 0) {
    return { state: { ...state, length: state.length - 1 }, delay: timings.deleteMs };
  }
  return {
    state: { wordIndex: (state.wordIndex + 1) % words.length, length: 1, deleting: false },
    delay: timings.typeMs,
  };
}
