import { usePrefersReducedMotion } from '../../../shared/lib/usePrefersReducedMotion';
import { useTypingAnimation } from '../hooks/useTypingAnimation';

export const AUDIENCES = ['Creators', 'Coaches', 'Solopreneurs'] as const;

/**
 * The hero's cycling audience word. Screen readers get the static list; with reduced motion
 * everyone does.
 */
export function TypedAudience() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypingAnimation(AUDIENCES, { animate: !reducedMotion });
  const allWords = 'Creators, Coaches & Solopreneurs';

  if (reducedMotion) {
    return <span className="typed typed--static">{allWords}</span>;
  }
  return (
    <>
      <span className="sr-only">{allWords}</span>
      <span className="typed" aria-hidden="true" data-testid="typed-audience">
        {typed}
        <span className="typed__caret" />
      </span>
    </>
  );
}
