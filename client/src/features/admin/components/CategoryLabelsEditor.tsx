import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { graphql } from '../../../gql';
import { DEFAULT_LOCALE, LOCALES, languageName } from '../../../shared/i18n';
import { serverDetail } from '../../../shared/lib/errors';
import { Button, Field, useToast } from '../../../shared/ui';

/** Sets (or, with null, removes) a category's label in one language other than English. */
export const SetCategoryLabelMutation = graphql(`
  mutation SetCategoryLabel($value: String!, $locale: String!, $label: String) {
    setCategoryLabel(value: $value, locale: $locale, label: $label) {
      value
      translatedLabels {
        locale
        label
      }
    }
  }
`);

const MESSAGES = defineMessages<{
  summary: NoMessageValues;
  hint: { english: string };
  tooLong: NoMessageValues;
  save: NoMessageValues;
  saveNamed: { language: string };
  saved: { language: string };
  removed: { language: string };
  failed: NoMessageValues;
}>({
  summary: { id: 'admin.categories.labels.summary', defaultMessage: 'Labels in other languages' },
  hint: {
    id: 'admin.categories.labels.hint',
    defaultMessage: 'Leave it empty to show the English label “{english}”.',
  },
  tooLong: { id: 'admin.categories.labels.tooLong', defaultMessage: 'At most 60 characters' },
  save: { id: 'admin.categories.labels.save', defaultMessage: 'Save' },
  saveNamed: { id: 'admin.categories.labels.saveNamed', defaultMessage: 'Save {language}' },
  saved: { id: 'admin.categories.labels.saved', defaultMessage: '{language} label saved' },
  removed: { id: 'admin.categories.labels.removed', defaultMessage: '{language} label removed: it shows English' },
  failed: { id: 'admin.categories.labels.failed', defaultMessage: 'The label could not be saved' },
});

/** The languages a category can be labelled in besides English (its own label, edited by Rename). */
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

interface LabelledCategory {
  value: string;
  label: string;
  translatedLabels: ReadonlyArray<{ locale: string; label: string }>;
}

/**
 * A category's labels in the other languages (super_admins), one field per language: members
 * reading that language see it on Discover, service and need cards; an empty field shows English.
 */
export function CategoryLabelsEditor({ category }: { category: LabelledCategory }) {
  return (
    <details className="category-labels">
      <summary>
        <FormattedMessage {...MESSAGES.summary} />
      </summary>
      {TRANSLATED.map((locale) => (
        <LabelForm
          key={locale}
          category={category}
          locale={locale}
          current={category.translatedLabels.find((l) => l.locale === locale)?.label ?? ''}
        />
      ))}
    </details>
  );
}

function LabelForm({ category, locale, current }: { category: LabelledCategory; locale: string; current: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [label, setLabel] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [setCategoryLabel, { loading }] = useMutation(SetCategoryLabelMutation);
  const language = languageName(locale);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = label.trim();
    if (next.length > 60) {
      setError(intl.formatMessage(MESSAGES.tooLong));
      return;
    }
    setError(null);
    try {
      // The answer carries the category's labels: the cache updates the editor (keyed by value).
      await setCategoryLabel({ variables: { value: category.value, locale, label: next || null } });
      toast.success(intl.formatMessage(next ? MESSAGES.saved : MESSAGES.removed, { language }));
    } catch (failure) {
      toast.error(serverDetail(failure) ?? intl.formatMessage(MESSAGES.failed));
    }
  };

  return (
    <form className="admin-add__row" onSubmit={(event) => void save(event)} noValidate>
      <Field
        label={language}
        value={label}
        maxLength={60}
        error={error}
        lang={locale}
        dir="auto"
        hint={intl.formatMessage(MESSAGES.hint, { english: category.label })}
        onChange={(event) => setLabel(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        loading={loading}
        aria-label={intl.formatMessage(MESSAGES.saveNamed, { language })}
      >
        <FormattedMessage {...MESSAGES.save} />
      </Button>
    </form>
  );
}
