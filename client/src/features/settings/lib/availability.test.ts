import { describe, expect, it } from 'vitest';
import { availabilityInput, countSlots, emptyWeek, TIME_SLOTS, toggleSlot, weekFromAvailability } from './availability';

describe('availability grid model', () => {
  it('has 13 hourly slots from 07:00 to 19:00', () => {
    expect(TIME_SLOTS).toHaveLength(13);
    expect(TIME_SLOTS[0]).toBe('07:00');
    expect(TIME_SLOTS[12]).toBe('19:00');
  });

  it('toggles slots on and off, keeping them in time order', () => {
    let week = emptyWeek();
    week = toggleSlot(week, 'monday', '15:00');
    week = toggleSlot(week, 'monday', '09:00');
    week = toggleSlot(week, 'friday', '19:00');
    expect(week.monday).toEqual(['09:00', '15:00']);
    expect(countSlots(week)).toBe(3);
    week = toggleSlot(week, 'monday', '15:00');
    expect(week.monday).toEqual(['09:00']);
  });

  it('sends all seven days, and drops slots outside the grid from a loaded week', () => {
    const loaded = weekFromAvailability({
      ...emptyWeek(),
      monday: ['10:00', '06:00', '08:00'],
      saturday: ['19:00'],
      timezone: 'Europe/Paris',
    });
    expect(availabilityInput(loaded)).toEqual({ ...emptyWeek(), monday: ['08:00', '10:00'], saturday: ['19:00'] });
  });
});
