import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import type { NeedInput } from '../../../gql/graphql';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { prependToRootList } from '../../../shared/lib/cacheUpdates';
import { serverDetail } from '../../../shared/lib/errors';
import { Field, FormModal, Icon, useToast, type FormModalForm } from '../../../shared/ui';
import { CreateNeedMutation, UpdateNeedMutation } from '../operations';

/** The need being edited (its current values), or `'new'` for a new one. */
/** A need to edit carries its category's label: a retired category is not in the list, yet the need keeps it. */
export type NeedSubject = 'new' | ({ id: string; categoryLabel?: string } & NeedInput);

/** Post a need, or edit one of mine: title, category, description, the most EP, an optional last day. */
export function NeedFormModal({ subject, onClose }: { subject: NeedSubject | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <FormModal
      subject={subject}
      subjectKey={(s) => (s === 'new' ? 'new' : s.id)}
      onClose={onClose}
      size="md"
      title={
        subject === 'new'
          ? intl.formatMessage({ id: 'needs.form.newTitle', defaultMessage: 'Post a need' })
          : intl.formatMessage({ id: 'needs.form.editTitle', defaultMessage: 'Edit need' })
      }
      description={() =>
        intl.formatMessage({
          id: 'needs.form.description',
          defaultMessage: 'Say what you are looking for; members whose services fit it are told.',
        })
      }
      submitLabel={
        subject === 'new'
          ? intl.formatMessage({ id: 'needs.form.post', defaultMessage: 'Post need' })
          : intl.formatMessage({ id: 'needs.form.save', defaultMessage: 'Save' })
      }
      submitIcon={subject === 'new' ? 'plus' : 'check'}
    >
      {(s, form) => <NeedForm subject={s} form={form} />}
    </FormModal>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

type Required = 'title' | 'category' | 'description';
/** What each empty required field says under itself. */
const REQUIRED_TEXT: Record<Required, MessageDescriptor> = defineMessages({
  title: { id: 'needs.form.titleRequired', defaultMessage: 'A title is required.' },
  category: { id: 'needs.form.categoryRequired', defaultMessage: 'A category is required.' },
  description: { id: 'needs.form.descriptionRequired', defaultMessage: 'A description is required.' },
});

function NeedForm({ subject, form }: { subject: NeedSubject; form: FormModalForm }) {
  const intl = useIntl();
  const toast = useToast();
  const categories = useQuery(CategoriesQuery);
  const initial =
    subject === 'new'
      ? { title: '', description: '', category: '', maxEnergy: 5, endsOn: '' }
      : { ...subject, endsOn: subject.endsOn ?? '' };
  const offered = categories.data?.categories ?? [];
  const kept =
    subject !== 'new' && categories.data && !offered.some((c) => c.value === subject.category)
      ? [
          {
            value: subject.category,
            label: intl.formatMessage(
              { id: 'needs.form.retiredCategory', defaultMessage: '{category} (retired)' },
              { category: subject.categoryLabel ?? subject.category },
            ),
          },
        ]
      : [];
  const [values, setValues] = useState(initial);
  // The form's message, at its top so that it shows without scrolling; each empty required field
  // is marked as well (and only those: "Open until" may stay empty).
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<Required>>(new Set());
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const [create] = useMutation(CreateNeedMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      prependToRootList(cache, 'myNeeds', data.createNeed);
      // The board gained it: only the board's pages read again.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'needs' });
    },
  });
  const [update] = useMutation(UpdateNeedMutation);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: key === 'maxEnergy' ? Number(event.target.value) : event.target.value }));
    // A field filled in is no longer marked.
    if (missing.has(key as Required) && event.target.value.trim())
      setMissing((m) => new Set([...m].filter((k) => k !== key)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = (['title', 'category', 'description'] as const).filter((key) => !values[key].trim());
    setMissing(new Set(empty));
    if (empty.length > 0) {
      setError(
        intl.formatMessage({
          id: 'needs.form.required',
          defaultMessage: 'Title, category and description are required.',
        }),
      );
      ({ title: titleRef, category: categoryRef, description: descriptionRef })[empty[0]].current?.focus();
      return;
    }
    const input: NeedInput = {
      title: values.title,
      description: values.description,
      category: values.category,
      maxEnergy: values.maxEnergy,
      endsOn: values.endsOn || null,
    };
    form.onSending(true);
    try {
      if (subject === 'new') await create({ variables: { input } });
      else await update({ variables: { id: subject.id, input } });
      toast.success(
        subject === 'new'
          ? intl.formatMessage({ id: 'needs.form.posted', defaultMessage: 'Your need is posted.' })
          : intl.formatMessage({ id: 'needs.form.saved', defaultMessage: 'Your need is saved.' }),
      );
      form.onDone();
    } catch (err) {
      setError(
        serverDetail(err) ??
          intl.formatMessage({ id: 'needs.form.failed', defaultMessage: 'Your need could not be saved. Try again.' }),
      );
    } finally {
      form.onSending(false);
    }
  };

  return (
    <form id={form.formId} onSubmit={(e) => void submit(e)} noValidate className="need-form">
      {error && (
        <p className="inline-notice inline-notice--error" role="alert">
          <Icon name="alert" size={18} />
          {error}
        </p>
      )}
      <Field
        ref={titleRef}
        label={intl.formatMessage({ id: 'needs.form.title', defaultMessage: 'What are you looking for?' })}
        value={values.title}
        onChange={set('title')}
        maxLength={120}
        required
        error={missing.has('title') ? intl.formatMessage(REQUIRED_TEXT.title) : null}
      />
      <Field
        ref={categoryRef}
        as="select"
        label={intl.formatMessage({ id: 'needs.form.category', defaultMessage: 'Category' })}
        value={values.category}
        onChange={set('category')}
        required
        error={missing.has('category') ? intl.formatMessage(REQUIRED_TEXT.category) : null}
      >
        <option value="">
          {intl.formatMessage({ id: 'needs.form.chooseCategory', defaultMessage: 'Choose a category' })}
        </option>
        {[...offered, ...kept].map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Field>
      <Field
        ref={descriptionRef}
        as="textarea"
        label={intl.formatMessage({ id: 'needs.form.descriptionLabel', defaultMessage: 'Description' })}
        value={values.description}
        onChange={set('description')}
        maxLength={5000}
        rows={4}
        required
        error={missing.has('description') ? intl.formatMessage(REQUIRED_TEXT.description) : null}
      />
      <Field
        label={intl.formatMessage({ id: 'needs.form.maxEnergy', defaultMessage: 'Most EP you would spend' })}
        type="number"
        min={1}
        max={20}
        value={String(values.maxEnergy)}
        onChange={set('maxEnergy')}
        hint={intl.formatMessage(
          { id: 'needs.form.maxEnergyHint', defaultMessage: '{min} to {max} EP' },
          { min: 1, max: 20 },
        )}
      />
      <Field
        label={intl.formatMessage({ id: 'needs.form.endsOn', defaultMessage: 'Open until' })}
        type="date"
        min={today()}
        value={values.endsOn}
        onChange={set('endsOn')}
        optional
        hint={intl.formatMessage({
          id: 'needs.form.endsOnHint',
          defaultMessage: 'Leave empty to keep it open until you close it.',
        })}
      />
    </form>
  );
}
