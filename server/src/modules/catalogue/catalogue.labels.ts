import { defineMessages } from '@formatjs/intl';

/**
 * The catalogue inputs' fields as their rules name them ("Title is required"), in the reader's
 * language, and the rules a field words itself (a unit). Needs share the listing's fields.
 */
export const CatalogueLabels = defineMessages({
  title: { id: 'catalogue.field.title', defaultMessage: 'Title' },
  description: { id: 'catalogue.field.description', defaultMessage: 'Description' },
  category: { id: 'catalogue.field.category', defaultMessage: 'Category' },
  search: { id: 'catalogue.field.search', defaultMessage: 'Search' },
  maxParticipants: { id: 'catalogue.field.maxParticipants', defaultMessage: 'Max participants' },
  duration: { id: 'catalogue.field.duration', defaultMessage: 'Duration' },
  durationNotWhole: {
    id: 'catalogue.rule.durationNotWhole',
    defaultMessage: 'Duration must be a whole number of minutes',
  },
  durationRange: {
    id: 'catalogue.rule.durationRange',
    defaultMessage: 'Duration must be between {min, number} and {max, number} minutes',
  },
  energyCost: { id: 'catalogue.field.energyCost', defaultMessage: 'Energy cost' },
  energyCostRange: {
    id: 'catalogue.rule.energyCostRange',
    defaultMessage: 'Energy cost must be between {min, number} and {max, number} EP',
  },
  coachId: { id: 'catalogue.rule.coachId', defaultMessage: 'coach_id must be a member id' },
});
