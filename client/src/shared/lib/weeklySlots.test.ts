import { describe, expect, it } from 'vitest';
import { nowIn, slotsForDate, weekdayOf, type WeeklyAvailability } from './weeklySlots';

const week: WeeklyAvailability = {
  monday: ['14:00', '09:00'],
  tuesday: ['07:00', '08:00', '19:00'],
  wednesday: [],
  thursday: [],
  friday: ['10:00'],
  saturday: [],
  sunday: [],
  timezone: 'Pacific/Auckland',
};

describe('schedule', () => {
  it('reads the weekday from the date string itself, whatever the browser timezone', () => {
    expect(weekdayOf('2030-01-07')).toBe('monday');
    expect(weekdayOf('2030-01-13')).toBe('sunday');
    expect(weekdayOf('2024-02-29')).toBe('thursday');
    expect(weekdayOf('2030-02-30')).toBeNull();
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles'; // where local midnight parsing would give Sunday
      expect(weekdayOf('2030-01-07')).toBe('monday');
      process.env.TZ = 'Pacific/Kiritimati';
      expect(weekdayOf('2030-01-07')).toBe('monday');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    expect(weekdayOf('')).toBeNull();
  });

  it("knows today's date and hour in another timezone", () => {
    // 2030-01-07 20:30 UTC is already Tuesday 09:30 in Auckland (UTC+13 in summer).
    expect(nowIn('Pacific/Auckland', new Date('2030-01-07T20:30:00Z'))).toEqual({ date: '2030-01-08', hour: 9 });
    expect(nowIn('UTC', new Date('2030-01-07T00:10:00Z'))).toEqual({ date: '2030-01-07', hour: 0 });
  });

  it("offers that weekday's slots in time order, none on a day without any, and only later slots on their today", () => {
    const now = new Date('2030-01-07T20:30:00Z'); // Tuesday 09:30 in Auckland
    expect(slotsForDate(week, '2030-01-14', now)).toEqual(['09:00', '14:00']);
    expect(slotsForDate(week, '2030-01-09', now)).toEqual([]);
    expect(slotsForDate(week, '2030-01-08', now)).toEqual(['19:00']);
    expect(slotsForDate(week, '2030-01-07', now)).toEqual([]); // yesterday over there
  });
});
