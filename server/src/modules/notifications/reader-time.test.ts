import { describe, expect, it } from 'vitest';
import { readerTime } from './notification.service.js';

/** Notification texts say a time the way the Sessions view does, in the reader's zone. */
describe('readerTime', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('writes the instant on the reader’s clock, with "(your time)"', () => {
    expect(readerTime('2026-11-30T09:00:00Z', 'Europe/Paris', now)).toBe('Mon 30 Nov, 10:00 (your time)');
    expect(readerTime(new Date('2026-11-30T09:00:00Z'), 'America/New_York', now)).toBe('Mon 30 Nov, 04:00 (your time)');
  });

  it('moves to the reader’s calendar day when the zones disagree on it', () => {
    expect(readerTime('2026-11-30T00:00:00Z', 'America/Sao_Paulo', now)).toBe('Sun 29 Nov, 21:00 (your time)');
    expect(readerTime('2026-11-30T20:30:00Z', 'Asia/Kolkata', now)).toBe('Tue 1 Dec, 02:00 (your time)');
  });

  it('adds the year only when it is not the reader’s current year', () => {
    expect(readerTime('2027-01-06T09:00:00Z', 'UTC', now)).toBe('Wed 6 Jan 2027, 09:00 (your time)');
    // New Year's Eve in UTC is already next year in Tokyo: the year shown is the reader's.
    expect(readerTime('2026-12-31T20:00:00Z', 'Asia/Tokyo', now)).toBe('Fri 1 Jan 2027, 05:00 (your time)');
  });

  it('falls back to UTC, and says so, for a zone the runtime does not know', () => {
    expect(readerTime('2026-11-30T09:00:00Z', 'Mars/Olympus_Mons', now)).toBe('Mon 30 Nov, 09:00 (UTC)');
  });
});
