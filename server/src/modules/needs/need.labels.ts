import { defineMessages } from '@formatjs/intl';

/** The need inputs' fields as their rules name them ("Max EP must be between 1 and 20"). */
export const NeedLabels = defineMessages({
  maxEp: { id: 'needs.field.maxEp', defaultMessage: 'Max EP' },
  maxEpRequired: { id: 'needs.rule.maxEpRequired', defaultMessage: 'Max EP is required' },
  endDate: { id: 'needs.rule.endDate', defaultMessage: 'End date must be a date (YYYY-MM-DD)' },
});
