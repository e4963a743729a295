/** The notifications are polled every 30 seconds (while no live socket delivers them). */
export const DEFAULT_POLL_MS = 30_000;

declare global {
  interface Window {
    /** Set by browser tests before the app loads, to see the fallback poll without waiting 30 s. */
    __EE_NOTIFICATION_POLL_MS__?: number | string;
  }
}

function positive(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * The poll period in ms: `window.__EE_NOTIFICATION_POLL_MS__` if set, else the build-time
 * `VITE_NOTIFICATION_POLL_MS`, else 30 000. Invalid or non-positive values are ignored.
 */
export function notificationPollMs(
  win: Pick<Window, '__EE_NOTIFICATION_POLL_MS__'> | undefined = typeof window === 'undefined' ? undefined : window,
  buildTime: unknown = import.meta.env.VITE_NOTIFICATION_POLL_MS,
): number {
  return positive(win?.__EE_NOTIFICATION_POLL_MS__) ?? positive(buildTime) ?? DEFAULT_POLL_MS;
}
