import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password';

describe('validatePasswordChange', () => {
  it('checks presence, then match, then length', () => {
    expect(validatePasswordChange('', '')).toBe('Please fill in all password fields');
    expect(validatePasswordChange('secret1', '')).toBe('Please fill in all password fields');
    expect(validatePasswordChange('abc', 'abd')).toBe('New passwords do not match');
    expect(validatePasswordChange('abc12', 'abc12')).toBe('New password must be at least 6 characters long');
    expect(validatePasswordChange('abc123', 'abc123')).toBeNull();
  });
});
