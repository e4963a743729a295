import { useRef, useState, type FormEvent } from 'react';
import type { ServiceInput } from '../../../gql/graphql';
import { Button, Field } from '../../../shared/ui';
import {
  OFFER_LIMITS,
  OFFER_NUMBER_FIELDS,
  offerInput,
  validateOfferForm,
  type OfferFormErrors,
  type OfferFormValues,
} from '../lib/offerForm';

export interface OfferFormProps {
  initial: OfferFormValues;
  categories: ReadonlyArray<{ value: string; label: string }>;
  /** 'create' → Create Service, 'edit' → Update Service. */
  mode: 'create' | 'edit';
  saving: boolean;
  onSubmit: (input: ServiceInput) => void;
  onCancel: () => void;
}

const FIELD_ORDER: ReadonlyArray<keyof OfferFormValues> = [
  'title',
  'category',
  'description',
  'durationMinutes',
  'energyCost',
  'maxParticipants',
];

/** The service form of Settings › My Services; nothing is sent until every check passes. */
export function OfferForm({ initial, categories, mode, saving, onSubmit, onCancel }: OfferFormProps) {
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof OfferFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOfferForm(values);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(offerInput(values));
  };

  return (
    <form
      ref={formRef}
      className="offer-form ui-stack"
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'New service' : 'Edit service'}
    >
      <Field
        label="Title"
        name="title"
        maxLength={OFFER_LIMITS.titleMaxLength}
        placeholder="e.g. 1:1 Business Strategy Session"
        value={values.title}
        onChange={(e) => set('title')(e.target.value)}
        error={errors.title}
      />
      <Field
        as="select"
        label="Category"
        name="category"
        value={values.category}
        onChange={(e) => set('category')(e.target.value)}
        error={errors.category}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        label="Description"
        name="description"
        rows={4}
        maxLength={OFFER_LIMITS.descriptionMaxLength}
        placeholder="What will the other member get from this session?"
        value={values.description}
        onChange={(e) => set('description')(e.target.value)}
        error={errors.description}
      />
      <div className="offer-form__numbers">
        {OFFER_NUMBER_FIELDS.map((field) => (
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
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {mode === 'create' ? 'Create Service' : 'Update Service'}
        </Button>
      </div>
    </form>
  );
}

interface NumberFieldProps {
  field: (typeof OFFER_NUMBER_FIELDS)[number];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A whole-number field whose hint states its allowed range. */
function NumberField({ field: { label, name, range, step }, value, error, onChange }: NumberFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={step}
      hint={`${range.min} to ${range.max}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
