import { useCallback, useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '../texts';

/** Seconds left before a code may be requested again; ticks once per second down to 0. */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number = RESEND_COOLDOWN_SECONDS) => {
    setSecondsLeft(Math.max(0, Math.round(seconds)));
  }, []);
  const reset = useCallback(() => setSecondsLeft(0), []);

  return { secondsLeft, start, reset };
}
