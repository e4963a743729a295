import { describe, expect, it } from 'vitest';
import { memberCountLabel } from './useMemberCountLabel';

describe('memberCountLabel', () => {
  it('keeps the 50+ claim up to 50 members and while the count is unknown', () => {
    expect(memberCountLabel(undefined)).toBe('Join 50+ members');
    expect(memberCountLabel(3)).toBe('Join 50+ members');
    expect(memberCountLabel(50)).toBe('Join 50+ members');
  });

  it('shows the real count above 50', () => {
    expect(memberCountLabel(51)).toBe('Join 51 members');
    expect(memberCountLabel(1234)).toBe('Join 1,234 members');
  });
});
