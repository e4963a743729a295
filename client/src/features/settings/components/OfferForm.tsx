import { useRef, useState, type FormEvent } from 'react';
import type { ServiceInput } from '../../../gql/graphql';
import { Button, Field } from '../../../shared/ui';
import {
  OFFER_LIMITS,
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

/** The service form of Settings › My Services; nothing is sent until every check passes (spec §5). */
export function OfferForm({ initial, categories, mode, saving, onSubmit, onCancel }: OfferFormProps) {
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { duration, energyCost, maxParticipants } = OFFER_LIMITS;

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
    <form ref={formRef} className="offer-form" onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New service' : 'Edit service'}>
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
        <Field
          label="Duration (minutes)"
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={duration.min}
          max={duration.max}
          step={15}
          hint={`${duration.min} to ${duration.max}`}
          value={values.durationMinutes}
          onChange={(e) => set('durationMinutes')(e.target.value)}
          error={errors.durationMinutes}
        />
        <Field
          label="Energy cost (EP)"
          name="energyCost"
          type="number"
          inputMode="numeric"
          min={energyCost.min}
          max={energyCost.max}
          step={1}
          hint={`${energyCost.min} to ${energyCost.max}`}
          value={values.energyCost}
          onChange={(e) => set('energyCost')(e.target.value)}
          error={errors.energyCost}
        />
        <Field
          label="Max participants"
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          min={maxParticipants.min}
          max={maxParticipants.max}
          step={1}
          hint={`${maxParticipants.min} to ${maxParticipants.max}`}
          value={values.maxParticipants}
          onChange={(e) => set('maxParticipants')(e.target.value)}
          error={errors.maxParticipants}
        />
      </div>
      <div className="settings-actions settings-actions--end">
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
