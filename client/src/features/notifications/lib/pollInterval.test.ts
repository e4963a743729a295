import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_MS, notificationPollMs } from './pollInterval';

describe('notificationPollMs', () => {
  it('prefers the window setting, then the build-time value, then 30 s', () => {
    expect(notificationPollMs({ __EE_NOTIFICATION_POLL_MS__: 500 }, '2000')).toBe(500);
    expect(notificationPollMs({ __EE_NOTIFICATION_POLL_MS__: '750' }, undefined)).toBe(750);
    expect(notificationPollMs({}, '2000')).toBe(2000);
    expect(notificationPollMs({}, undefined)).toBe(DEFAULT_POLL_MS);
    expect(DEFAULT_POLL_MS).toBe(30_000);
  });

  it('ignores values that are not positive numbers', () => {
    expect(notificationPollMs({ __EE_NOTIFICATION_POLL_MS__: 'soon' }, '0')).toBe(30_000);
    expect(notificationPollMs({ __EE_NOTIFICATION_POLL_MS__: -5 }, '')).toBe(30_000);
  });
});
