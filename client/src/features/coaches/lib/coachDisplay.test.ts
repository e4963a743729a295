import { describe, expect, it } from 'vitest';
import { bioPreview, experienceLabel, locationLabel, skillsPreview } from './coachDisplay';

describe('coach card display rules', () => {
  it('cuts the bio to 80 characters with an ellipsis, and leaves shorter bios alone', () => {
    const long = 'a'.repeat(79) + 'bcdefgh';
    expect(bioPreview(long)).toBe(`${'a'.repeat(79)}b…`);
    expect(bioPreview('x'.repeat(80))).toBe('x'.repeat(80));
    expect(bioPreview('  Short   bio ')).toBe('Short bio');
    expect(bioPreview(null)).toBe('');
  });

  it('shows the first 2 skills and counts the rest', () => {
    expect(skillsPreview(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
    expect(skillsPreview(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(skillsPreview([])).toEqual({ shown: [], more: 0 });
  });

  it('shows 5 years of experience when the coach has not said', () => {
    expect(experienceLabel(null)).toBe('5 years experience');
    expect(experienceLabel(undefined)).toBe('5 years experience');
    expect(experienceLabel(12)).toBe('12 years experience');
    expect(experienceLabel(1)).toBe('1 year experience');
    expect(experienceLabel(0)).toBe('0 years experience');
  });

  it("says 'Location not specified' without a location", () => {
    expect(locationLabel(null)).toBe('Location not specified');
    expect(locationLabel('   ')).toBe('Location not specified');
    expect(locationLabel(' Lisbon ')).toBe('Lisbon');
  });
});
