export const MAX_EXPERIENCE_YEARS = 80;

/** Years of experience as typed: empty is "not given"; otherwise a whole number 0–80. */
export function parseExperience(value: string): { years: number | null; error: string | null } {
  if (!value.trim()) return { years: null, error: null };
  const years = Number(value);
  if (!Number.isInteger(years) || years < 0 || years > MAX_EXPERIENCE_YEARS) {
    return { years: null, error: `Years of experience must be a whole number from 0 to ${MAX_EXPERIENCE_YEARS}` };
  }
  return { years, error: null };
}
