import { FormattedMessage, useIntl } from 'react-intl';
import { useRef, useState, type FormEvent } from 'react';
import type { ServiceInput } from '../../../gql/graphql';
import { Button, Field } from '../../../shared/ui';
import {
  SERVICE_LIMITS,
  SERVICE_NUMBER_FIELDS,
  serviceInput,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
} from '../lib/serviceForm';

export interface ServiceFormProps {
  initial: ServiceFormValues;
  categories: ReadonlyArray<{ value: string; label: string }>;
  /** 'create' → Create Service, 'edit' → Update Service. */
  mode: 'create' | 'edit';
  saving: boolean;
  onSubmit: (input: ServiceInput) => void;
  onCancel: () => void;
}

const FIELD_ORDER: ReadonlyArray<keyof ServiceFormValues> = [
  'title',
  'category',
  'description',
  'durationMinutes',
  'energyCost',
  'maxParticipants',
];

/** The service form of Settings › My Services; nothing is sent until every check passes. */
export function ServiceForm({ initial, categories, mode, saving, onSubmit, onCancel }: ServiceFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<ServiceFormValues>(initial);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof ServiceFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateServiceForm(values, intl);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(serviceInput(values));
  };

  return (
    <form
      ref={formRef}
      className="service-form ui-stack"
      onSubmit={submit}
      noValidate
      aria-label={
        mode === 'create'
          ? intl.formatMessage({ id: 'settings.services.newTitle', defaultMessage: 'New service' })
          : intl.formatMessage({ id: 'settings.services.editTitle', defaultMessage: 'Edit service' })
      }
    >
      <Field
        label={intl.formatMessage({ id: 'settings.serviceForm.title', defaultMessage: 'Title' })}
        name="title"
        maxLength={SERVICE_LIMITS.titleMaxLength}
        placeholder={intl.formatMessage({
          id: 'settings.serviceForm.titlePlaceholder',
          defaultMessage: 'e.g. 1:1 Business Strategy Session',
        })}
        value={values.title}
        onChange={(e) => set('title')(e.target.value)}
        error={errors.title}
      />
      <Field
        as="select"
        label={intl.formatMessage({ id: 'settings.serviceForm.category', defaultMessage: 'Category' })}
        name="category"
        value={values.category}
        onChange={(e) => set('category')(e.target.value)}
        error={errors.category}
      >
        <option value="">
          {intl.formatMessage({ id: 'settings.serviceForm.categoryPlaceholder', defaultMessage: 'Select a category' })}
        </option>
        {categories.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'settings.serviceForm.description', defaultMessage: 'Description' })}
        name="description"
        rows={4}
        maxLength={SERVICE_LIMITS.descriptionMaxLength}
        placeholder={intl.formatMessage({
          id: 'settings.serviceForm.descriptionPlaceholder',
          defaultMessage: 'What will the other member get from this session?',
        })}
        value={values.description}
        onChange={(e) => set('description')(e.target.value)}
        error={errors.description}
      />
      <div className="service-form__numbers">
        {SERVICE_NUMBER_FIELDS.map((field) => (
          <NumberField
            key={field.name}
            field={field}
            value={values[field.name]}
            onChange={set(field.name)}
            error={errors[field.name]}
          />
        ))}
      </div>
      <div className="settings-actions ui-row ui-row--between settings-actions--end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          <FormattedMessage id="settings.serviceForm.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" loading={saving}>
          {mode === 'create' ? (
            <FormattedMessage id="settings.serviceForm.create" defaultMessage="Create Service" />
          ) : (
            <FormattedMessage id="settings.serviceForm.update" defaultMessage="Update Service" />
          )}
        </Button>
      </div>
    </form>
  );
}

interface NumberFieldProps {
  field: (typeof SERVICE_NUMBER_FIELDS)[number];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A whole-number field whose hint states its allowed range. */
function NumberField({ field: { label, name, range, step }, value, error, onChange }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <Field
      label={intl.formatMessage(label)}
      name={name}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={step}
      hint={intl.formatMessage(
        { id: 'settings.serviceForm.range', defaultMessage: '{min} to {max}' },
        { min: range.min, max: range.max },
      )}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
