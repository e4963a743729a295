import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '../../../shared/lib/usePrefersReducedMotion';
import { useTypingAnimation } from '../hooks/useTypingAnimation';

const AUDIENCE_WORDS = defineMessages({
  creators: { id: 'landing.hero.audience.creators', defaultMessage: 'Creators' },
  coaches: { id: 'landing.hero.audience.coaches', defaultMessage: 'Coaches' },
  solopreneurs: { id: 'landing.hero.audience.solopreneurs', defaultMessage: 'Solopreneurs' },
  all: { id: 'landing.hero.audience.all', defaultMessage: 'Creators, Coaches & Solopreneurs' },
});

/**
 * The hero's cycling audience word. Screen readers get the static list; with reduced motion
 * everyone does.
 */
export function TypedAudience() {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  // The same list until the language changes: the animation restarts only then.
  const audiences = useMemo(
    () =>
      [AUDIENCE_WORDS.creators, AUDIENCE_WORDS.coaches, AUDIENCE_WORDS.solopreneurs].map((m) => intl.formatMessage(m)),
    [intl],
  );
  const typed = useTypingAnimation(audiences, { animate: !reducedMotion });
  const allWords = intl.formatMessage(AUDIENCE_WORDS.all);

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
