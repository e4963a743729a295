import type { MyServiceFragment, ServiceInput } from '../../../gql/graphql';

/** The service form: bounds and defaults. */
export const SERVICE_LIMITS = {
  duration: { min: 15, max: 240, default: 60 },
  energyCost: { min: 1, max: 20, default: 1 },
  maxParticipants: { min: 1, max: 10, default: 1 },
  titleMaxLength: 120,
  descriptionMaxLength: 5000,
} as const;

/** The form as typed; numbers stay text until they are checked. */
export interface ServiceFormValues {
  title: string;
  category: string;
  description: string;
  durationMinutes: string;
  energyCost: string;
  maxParticipants: string;
}

const { duration, energyCost, maxParticipants } = SERVICE_LIMITS;

/** The whole-number fields, in form order: bounds, step, and the texts the server answers with. */
export const SERVICE_NUMBER_FIELDS = [
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
  name: keyof ServiceFormValues;
  label: string;
  range: { min: number; max: number };
  step: number;
  wholeMessage: string;
  rangeMessage: string;
}>;

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues, string>>;

export const SERVICE_MESSAGES = {
  created: 'Service created successfully!',
  updated: 'Service updated successfully!',
  deleted: 'Service deleted successfully!',
  saveFailed: 'Failed to save service. Please try again.',
  deleteFailed: 'Failed to delete service. Please try again.',
} as const;

export function emptyServiceForm(): ServiceFormValues {
  return {
    title: '',
    category: '',
    description: '',
    durationMinutes: String(SERVICE_LIMITS.duration.default),
    energyCost: String(SERVICE_LIMITS.energyCost.default),
    maxParticipants: String(SERVICE_LIMITS.maxParticipants.default),
  };
}

export function serviceFormFrom(service: MyServiceFragment): ServiceFormValues {
  return {
    title: service.title,
    category: service.category,
    description: service.description,
    durationMinutes: String(service.durationMinutes),
    energyCost: String(service.energyCost),
    maxParticipants: String(service.maxParticipants),
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
export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.category) errors.category = 'Category is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  for (const field of SERVICE_NUMBER_FIELDS) {
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

/** Only call with values that passed validateServiceForm. */
export function serviceInput(values: ServiceFormValues): ServiceInput {
  return {
    title: values.title.trim(),
    category: values.category,
    description: values.description.trim(),
    durationMinutes: Number(values.durationMinutes),
    energyCost: Number(values.energyCost),
    maxParticipants: Number(values.maxParticipants),
  };
}
