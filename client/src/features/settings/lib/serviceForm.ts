import type { MyOfferFragment, ServiceInput } from '../../../gql/graphql';

/** The service form: bounds and defaults. */
export const OFFER_LIMITS = {
  duration: { min: 15, max: 240, default: 60 },
  energyCost: { min: 1, max: 20, default: 1 },
  maxParticipants: { min: 1, max: 10, default: 1 },
  titleMaxLength: 120,
  descriptionMaxLength: 5000,
} as const;

/** The form as typed; numbers stay text until they are checked. */
export interface OfferFormValues {
  title: string;
  category: string;
  description: string;
  durationMinutes: string;
  energyCost: string;
  maxParticipants: string;
}

const { duration, energyCost, maxParticipants } = OFFER_LIMITS;

/** The whole-number fields, in form order: bounds, step, and the texts the server answers with. */
export const OFFER_NUMBER_FIELDS = [
  {
    name: 'durationMinutes',
    label: 'Duration (minutes)',
    range: duration,
    step: 15,
    wholeMessage: 'Duration must be a whole number of minutes',
    rangeMessage: `Duration must be between ${duration.min} and ${duration.max} minutes`,
  },
  {
    name: 'energyCost',
    label: 'Energy cost (EP)',
    range: energyCost,
    step: 1,
    wholeMessage: 'Energy cost must be a whole number',
    rangeMessage: `Energy cost must be between ${energyCost.min} and ${energyCost.max} EP`,
  },
  {
    name: 'maxParticipants',
    label: 'Max participants',
    range: maxParticipants,
    step: 1,
    wholeMessage: 'Max participants must be a whole number',
    rangeMessage: `Max participants must be between ${maxParticipants.min} and ${maxParticipants.max}`,
  },
] as const satisfies ReadonlyArray<{
  name: keyof OfferFormValues;
  label: string;
  range: { min: number; max: number };
  step: number;
  wholeMessage: string;
  rangeMessage: string;
}>;

export type OfferFormErrors = Partial<Record<keyof OfferFormValues, string>>;

export const OFFER_MESSAGES = {
  created: 'Service created successfully!',
  updated: 'Service updated successfully!',
  deleted: 'Service deleted successfully!',
  saveFailed: 'Failed to save service. Please try again.',
  deleteFailed: 'Failed to delete service. Please try again.',
} as const;

export function emptyOfferForm(): OfferFormValues {
  return {
    title: '',
    category: '',
    description: '',
    durationMinutes: String(OFFER_LIMITS.duration.default),
    energyCost: String(OFFER_LIMITS.energyCost.default),
    maxParticipants: String(OFFER_LIMITS.maxParticipants.default),
  };
}

export function offerFormFrom(offer: MyOfferFragment): OfferFormValues {
  return {
    title: offer.title,
    category: offer.category,
    description: offer.description,
    durationMinutes: String(offer.durationMinutes),
    energyCost: String(offer.energyCost),
    maxParticipants: String(offer.maxParticipants),
  };
}

function checkInteger(
  raw: string,
  min: number,
  max: number,
  wholeMessage: string,
  rangeMessage: string,
): string | undefined {
  const text = raw.trim();
  if (!text) return rangeMessage;
  const value = Number(text);
  if (!Number.isInteger(value)) return wholeMessage;
  if (value < min || value > max) return rangeMessage;
  return undefined;
}

/** The checks made before anything is sent; the texts match the server's own. */
export function validateOfferForm(values: OfferFormValues): OfferFormErrors {
  const errors: OfferFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.category) errors.category = 'Category is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  for (const field of OFFER_NUMBER_FIELDS) {
    const error = checkInteger(
      values[field.name],
      field.range.min,
      field.range.max,
      field.wholeMessage,
      field.rangeMessage,
    );
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** Only call with values that passed validateOfferForm. */
export function offerInput(values: OfferFormValues): ServiceInput {
  return {
    title: values.title.trim(),
    category: values.category,
    description: values.description.trim(),
    durationMinutes: Number(values.durationMinutes),
    energyCost: Number(values.energyCost),
    maxParticipants: Number(values.maxParticipants),
  };
}
