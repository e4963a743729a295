import { describe, expect, it } from 'vitest';
import { emptyServiceForm, serviceInput, validateServiceForm, type ServiceFormValues } from './serviceForm';

const valid: ServiceFormValues = {
  title: ' Strategy hour ',
  category: 'business_coaching',
  description: ' Plan your quarter. ',
  durationMinutes: '60',
  energyCost: '1',
  maxParticipants: '1',
};

describe('service form', () => {
  it('defaults to 60 minutes, 1 EP and 1 participant', () => {
    expect(emptyServiceForm()).toMatchObject({ durationMinutes: '60', energyCost: '1', maxParticipants: '1' });
  });

  it('requires title, category and description', () => {
    expect(validateServiceForm({ ...valid, title: '  ', category: '', description: '' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description is required',
    });
  });

  it.each([
    ['durationMinutes', '14', 'Duration must be between 15 and 240 minutes'],
    ['durationMinutes', '241', 'Duration must be between 15 and 240 minutes'],
    ['durationMinutes', '', 'Duration must be between 15 and 240 minutes'],
    ['durationMinutes', '30.5', 'Duration must be a whole number of minutes'],
    ['energyCost', '0', 'Energy cost must be between 1 and 20 EP'],
    ['energyCost', '21', 'Energy cost must be between 1 and 20 EP'],
    ['maxParticipants', '0', 'Max participants must be between 1 and 10'],
    ['maxParticipants', '11', 'Max participants must be between 1 and 10'],
  ] as const)('refuses %s = %j', (field, value, message) => {
    expect(validateServiceForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['durationMinutes', '15'],
    ['durationMinutes', '240'],
    ['energyCost', '20'],
    ['maxParticipants', '10'],
  ] as const)('accepts the bound %s = %s', (field, value) => {
    expect(validateServiceForm({ ...valid, [field]: value })).toEqual({});
  });

  it('builds the API input with numbers and trimmed text', () => {
    expect(serviceInput({ ...valid, energyCost: '20' })).toEqual({
      title: 'Strategy hour',
      category: 'business_coaching',
      description: 'Plan your quarter.',
      durationMinutes: 60,
      energyCost: 20,
      maxParticipants: 1,
    });
  });
});
