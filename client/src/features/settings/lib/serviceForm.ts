import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { displayIntl } from '../../../shared/i18n';
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

const FIELD_TEXT = defineMessages<{
  durationLabel: NoMessageValues;
  durationWhole: NoMessageValues;
  durationRange: { min: string; max: string };
  energyCostLabel: NoMessageValues;
  energyCostWhole: NoMessageValues;
  energyCostRange: { min: string; max: string };
  maxParticipantsLabel: NoMessageValues;
  maxParticipantsWhole: NoMessageValues;
  maxParticipantsRange: { min: string; max: string };
  titleRequired: NoMessageValues;
  categoryRequired: NoMessageValues;
  descriptionRequired: NoMessageValues;
}>({
  durationLabel: { id: 'settings.serviceForm.duration', defaultMessage: 'Duration (minutes)' },
  durationWhole: {
    id: 'settings.serviceForm.durationWhole',
    defaultMessage: 'Duration must be a whole number of minutes',
  },
  durationRange: {
    id: 'settings.serviceForm.durationRange',
    defaultMessage: 'Duration must be between {min} and {max} minutes',
  },
  energyCostLabel: { id: 'settings.serviceForm.energyCost', defaultMessage: 'Energy cost (EP)' },
  energyCostWhole: {
    id: 'settings.serviceForm.energyCostWhole',
    defaultMessage: 'Energy cost must be a whole number',
  },
  energyCostRange: {
    id: 'settings.serviceForm.energyCostRange',
    defaultMessage: 'Energy cost must be between {min} and {max} EP',
  },
  maxParticipantsLabel: { id: 'settings.serviceForm.maxParticipants', defaultMessage: 'Max participants' },
  maxParticipantsWhole: {
    id: 'settings.serviceForm.maxParticipantsWhole',
    defaultMessage: 'Max participants must be a whole number',
  },
  maxParticipantsRange: {
    id: 'settings.serviceForm.maxParticipantsRange',
    defaultMessage: 'Max participants must be between {min} and {max}',
  },
  titleRequired: { id: 'settings.serviceForm.titleRequired', defaultMessage: 'Title is required' },
  categoryRequired: { id: 'settings.serviceForm.categoryRequired', defaultMessage: 'Category is required' },
  descriptionRequired: { id: 'settings.serviceForm.descriptionRequired', defaultMessage: 'Description is required' },
});

/** The whole-number fields, in form order: bounds, step, and the texts the server answers with. */
export const SERVICE_NUMBER_FIELDS = [
  {
    name: 'durationMinutes',
    label: FIELD_TEXT.durationLabel,
    range: duration,
    step: 15,
    wholeMessage: FIELD_TEXT.durationWhole,
    rangeMessage: FIELD_TEXT.durationRange,
  },
  {
    name: 'energyCost',
    label: FIELD_TEXT.energyCostLabel,
    range: energyCost,
    step: 1,
    wholeMessage: FIELD_TEXT.energyCostWhole,
    rangeMessage: FIELD_TEXT.energyCostRange,
  },
  {
    name: 'maxParticipants',
    label: FIELD_TEXT.maxParticipantsLabel,
    range: maxParticipants,
    step: 1,
    wholeMessage: FIELD_TEXT.maxParticipantsWhole,
    rangeMessage: FIELD_TEXT.maxParticipantsRange,
  },
] as const satisfies ReadonlyArray<{
  name: keyof ServiceFormValues;
  label: MessageDescriptor;
  range: { min: number; max: number };
  step: number;
  /** The range message takes the bounds as {min} and {max}. */
  wholeMessage: MessageDescriptor;
  rangeMessage: MessageDescriptor;
}>;

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues, string>>;

export const SERVICE_MESSAGES = defineMessages({
  created: { id: 'settings.services.created', defaultMessage: 'Service created successfully!' },
  updated: { id: 'settings.services.updated', defaultMessage: 'Service updated successfully!' },
  deleted: { id: 'settings.services.deleted', defaultMessage: 'Service deleted successfully!' },
  saveFailed: { id: 'settings.services.saveFailed', defaultMessage: 'Failed to save service. Please try again.' },
  deleteFailed: { id: 'settings.services.deleteFailed', defaultMessage: 'Failed to delete service. Please try again.' },
});

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

function checkInteger(raw: string, field: (typeof SERVICE_NUMBER_FIELDS)[number]): MessageDescriptor | undefined {
  const text = raw.trim();
  if (!text) return field.rangeMessage;
  const value = Number(text);
  if (!Number.isInteger(value)) return field.wholeMessage;
  if (value < field.range.min || value > field.range.max) return field.rangeMessage;
  return undefined;
}

/** The checks made before anything is sent; the texts match the server's own. */
export function validateServiceForm(values: ServiceFormValues, intl: IntlShape = displayIntl()): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (!values.title.trim()) errors.title = intl.formatMessage(FIELD_TEXT.titleRequired);
  if (!values.category) errors.category = intl.formatMessage(FIELD_TEXT.categoryRequired);
  if (!values.description.trim()) errors.description = intl.formatMessage(FIELD_TEXT.descriptionRequired);
  for (const field of SERVICE_NUMBER_FIELDS) {
    const error = checkInteger(values[field.name], field);
    if (error) errors[field.name] = intl.formatMessage(error, { min: field.range.min, max: field.range.max });
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
