import { describe, expect, it } from 'vitest';
import { badgeText, notificationLook } from './notificationTypes';

describe('badgeText', () => {
  it("shows the count up to 9, '9+' above 9 and nothing at 0", () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('notificationLook', () => {
  it('gives each known type its own icon and any other type the generic bell', () => {
    const types = [
      'EXCHANGE_REQUEST',
      'EXCHANGE_ACCEPTED',
      'EXCHANGE_DECLINED',
      'SESSION_PROPOSAL',
      'SESSION_ACCEPTED',
      'SESSION_REJECTED',
      'TESTIMONIAL_RECEIVED',
    ];
    const icons = types.map((type) => notificationLook(type).icon);
    expect(new Set(icons).size).toBe(types.length);
    expect(icons).not.toContain('bell');
    for (const other of ['EXCHANGE_CANCELLED', 'EXCHANGE_EXPIRED', 'EXCHANGE_COMPLETED', 'toString', '']) {
      expect(notificationLook(other).icon).toBe('bell');
    }
  });
});
