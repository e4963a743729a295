import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { AdminCategoryFieldsFragment as AdminCategory } from '../../../gql/graphql';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { errorFact, serverDetail } from '../../../shared/lib/errors';
import { Button, Field, Icon, ListStates, useToast } from '../../../shared/ui';
import {
  AddCategoryMutation,
  AdminCategoriesQuery,
  RenameCategoryMutation,
  SetCategoryRetiredMutation,
} from '../operations';
import { AdminSection } from './AdminSection';
import { CategoryLabelsEditor } from './CategoryLabelsEditor';

/** A category as super_admins see it: retired ones carry the date. */
export const AdminCategoryFieldsFragment = graphql(`
  fragment AdminCategoryFields on Category {
    value
    label
    retiredAt
    translatedLabels {
      locale
      label
    }
  }
`);

export const CATEGORY_TEXTS = defineMessages({
  valueFormat: { id: 'admin.categories.valueFormat', defaultMessage: 'Use 1–40 lowercase letters, digits or _' },
  labelRequired: {
    id: 'admin.categories.labelRequired',
    defaultMessage: 'A label is required (at most 60 characters)',
  },
  failed: { id: 'admin.categories.failed', defaultMessage: 'The change could not be saved' },
});

const screenReaderOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** "Public Speaking" → "public_speaking": the value most admins would type. */
const valueFrom = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

/**
 * Categories (super_admins): add, rename, retire and bring back. The server answers every change
 * with the category; the cache is updated from it — the admin list, and the members' list
 * (`categories`, active only) that the service form, needs form and Discover filter read.
 */
export function CategoriesPanel() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(AdminCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const categories = data?.adminCategories ?? [];
  // A new category joins the end of the list, out of view under a long one: it is scrolled to.
  const [added, setAdded] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!added) return;
    // Values are [a-z0-9_] (the server's rule): safe in a selector as they are.
    const item = listRef.current?.querySelector<HTMLElement>(`[data-category="${added}"]`);
    item?.scrollIntoView?.({ block: 'center' });
  }, [added, categories.length]);
  return (
    <AdminSection
      title={intl.formatMessage({ id: 'admin.categories.title', defaultMessage: 'Categories' })}
      status={
        data && (
          <FormattedMessage
            id="admin.categories.status"
            defaultMessage="{active} active, {retired} retired"
            values={{
              active: categories.filter((c) => !c.retiredAt).length,
              retired: categories.filter((c) => c.retiredAt).length,
            }}
          />
        )
      }
    >
      <AddCategoryForm onAdded={setAdded} />
      <ListStates
        error={error && !data}
        errorText={intl.formatMessage({
          id: 'admin.categories.loadFailed',
          defaultMessage: 'Categories could not be loaded.',
        })}
        onRetry={() => void refetch().catch(() => {})}
        loading={!data}
        loadingText={intl.formatMessage({ id: 'admin.categories.loading', defaultMessage: 'Loading categories…' })}
        skeleton={{ count: 4 }}
        empty={
          categories.length === 0 && {
            headingLevel: 3,
            icon: 'shield',
            title: intl.formatMessage({ id: 'admin.categories.empty.title', defaultMessage: 'No categories yet' }),
            description: intl.formatMessage({
              id: 'admin.categories.empty.description',
              defaultMessage: 'Add the first one above.',
            }),
          }
        }
      >
        <ul
          ref={listRef}
          className="moderation-list"
          aria-label={intl.formatMessage({ id: 'admin.categories.list', defaultMessage: 'Categories' })}
        >
          {categories.map((c) => (
            <CategoryItem key={c.value} category={c} justAdded={c.value === added} />
          ))}
        </ul>
      </ListStates>
    </AdminSection>
  );
}

function AddCategoryForm({ onAdded }: { onAdded: (value: string) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [label, setLabel] = useState('');
  const [value, setValue] = useState('');
  const [valueEdited, setValueEdited] = useState(false);
  const [errors, setErrors] = useState<{ label?: string; value?: string }>({});
  const [addCategory, { loading }] = useMutation(AddCategoryMutation);
  const shownValue = valueEdited ? value : valueFrom(label);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      label: label.trim() && label.trim().length <= 60 ? undefined : intl.formatMessage(CATEGORY_TEXTS.labelRequired),
      value: /^[a-z0-9_]{1,40}$/.test(shownValue) ? undefined : intl.formatMessage(CATEGORY_TEXTS.valueFormat),
    };
    setErrors(next);
    if (next.label || next.value) return;
    try {
      await addCategory({
        variables: { value: shownValue, label: label.trim() },
        update(cache, result) {
          const added = result.data?.addCategory;
          if (!added) return;
          cache.updateQuery({ query: AdminCategoriesQuery }, (current) =>
            current ? { adminCategories: [...current.adminCategories, added] } : current,
          );
          cache.updateQuery({ query: CategoriesQuery }, (current) =>
            current
              ? {
                  categories: [
                    ...current.categories,
                    { __typename: 'Category' as const, value: added.value, label: added.label },
                  ],
                }
              : current,
          );
        },
      });
      toast.success(
        intl.formatMessage({ id: 'admin.categories.added', defaultMessage: '{label} added' }, { label: label.trim() }),
      );
      onAdded(shownValue);
      setLabel('');
      setValue('');
      setValueEdited(false);
    } catch (error) {
      const detail = serverDetail(error);
      // A name already taken is said at the field that holds it, not only in a toast.
      const field = errorFact(error, 'field');
      if (detail && field === 'label') setErrors({ label: detail });
      else if (detail && field === 'value') setErrors({ value: detail });
      else toast.error(detail ?? intl.formatMessage(CATEGORY_TEXTS.failed));
    }
  };

  return (
    <form
      className="admin-add panel"
      aria-labelledby="admin-category-add-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="admin-category-add-title" className="admin-add__title">
        <FormattedMessage id="admin.categories.addTitle" defaultMessage="Add a category" />
      </h3>
      <div className="admin-add__row">
        <Field
          label={intl.formatMessage({ id: 'admin.categories.label', defaultMessage: 'Label' })}
          value={label}
          maxLength={60}
          error={errors.label}
          placeholder={intl.formatMessage({
            id: 'admin.categories.labelPlaceholder',
            defaultMessage: 'Public Speaking',
          })}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'admin.categories.value', defaultMessage: 'Value' })}
          value={shownValue}
          maxLength={40}
          error={errors.value}
          hint={intl.formatMessage({
            id: 'admin.categories.valueHint',
            defaultMessage: 'Stored on services; cannot change later.',
          })}
          onChange={(event) => {
            setValueEdited(true);
            setValue(event.target.value);
          }}
        />
        <Button type="submit" loading={loading} icon={<Icon name="plus" size={18} />} className="admin-add__submit">
          <FormattedMessage id="admin.categories.add" defaultMessage="Add category" />
        </Button>
      </div>
    </form>
  );
}

function CategoryItem({ category, justAdded }: { category: AdminCategory; justAdded: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(category.label);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [rename, renaming] = useMutation(RenameCategoryMutation);
  const [setRetired, retiring] = useMutation(SetCategoryRetiredMutation);
  const retired = !!category.retiredAt;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim() || label.trim().length > 60) {
      setLabelError(intl.formatMessage(CATEGORY_TEXTS.labelRequired));
      return;
    }
    try {
      // The answer carries the new label; the cache relabels the category everywhere (keyed by value).
      await rename({ variables: { value: category.value, label: label.trim() } });
      setEditing(false);
      toast.success(
        intl.formatMessage(
          { id: 'admin.categories.renamed', defaultMessage: 'Renamed to {label}' },
          { label: label.trim() },
        ),
      );
    } catch (error) {
      const detail = serverDetail(error);
      // A label already taken is said at the field.
      if (detail && errorFact(error, 'field') === 'label') setLabelError(detail);
      else toast.error(detail ?? intl.formatMessage(CATEGORY_TEXTS.failed));
    }
  };

  const toggleRetired = async () => {
    try {
      await setRetired({
        variables: { value: category.value, retired: !retired },
        update(cache, result) {
          const changed = result.data?.setCategoryRetired;
          if (!changed) return;
          // Members' list holds only active categories: a retired one leaves it, a restored one comes back.
          cache.updateQuery({ query: CategoriesQuery }, (current) => {
            if (!current) return current;
            const others = current.categories.filter((c) => c.value !== changed.value);
            return {
              categories: changed.retiredAt
                ? others
                : [...others, { __typename: 'Category' as const, value: changed.value, label: changed.label }],
            };
          });
        },
      });
      toast.success(
        retired
          ? intl.formatMessage(
              { id: 'admin.categories.restored', defaultMessage: '{label} is offered again' },
              { label: category.label },
            )
          : intl.formatMessage(
              { id: 'admin.categories.retired', defaultMessage: '{label} retired: existing services keep it' },
              { label: category.label },
            ),
      );
    } catch (error) {
      toast.error(serverDetail(error) ?? intl.formatMessage(CATEGORY_TEXTS.failed));
    }
  };

  return (
    <li
      className={justAdded ? 'moderation-item moderation-item--new' : 'moderation-item'}
      data-category={category.value}
    >
      {editing ? (
        <form
          className="admin-add__row"
          aria-label={intl.formatMessage(
            { id: 'admin.categories.renameForm', defaultMessage: 'Rename {label}' },
            { label: category.label },
          )}
          onSubmit={(event) => void save(event)}
          noValidate
        >
          <Field
            label={intl.formatMessage({ id: 'admin.categories.newLabel', defaultMessage: 'New label' })}
            value={label}
            maxLength={60}
            error={labelError}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Button type="submit" loading={renaming.loading}>
            <FormattedMessage id="admin.categories.save" defaultMessage="Save" />
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setEditing(false);
              setLabel(category.label);
              setLabelError(null);
            }}
          >
            <FormattedMessage id="admin.categories.cancel" defaultMessage="Cancel" />
          </Button>
        </form>
      ) : (
        <div className="moderation-item__head">
          <strong>{category.label}</strong>
          <span className={retired ? 'tag tag--muted' : 'tag'}>
            {retired ? (
              <FormattedMessage id="admin.categories.stateRetired" defaultMessage="Retired" />
            ) : (
              <FormattedMessage id="admin.categories.stateActive" defaultMessage="Active" />
            )}
          </span>
        </div>
      )}
      <p className="moderation-item__meta">{category.value}</p>
      {!editing && <CategoryLabelsEditor category={category} />}
      {!editing && (
        <div className="moderation-item__actions">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <FormattedMessage
              id="admin.categories.rename"
              defaultMessage="Rename <sr>{label}</sr>"
              values={{ label: category.label, sr: screenReaderOnly }}
            />
          </Button>
          <Button variant="ghost" size="sm" loading={retiring.loading} onClick={() => void toggleRetired()}>
            {retired ? (
              <FormattedMessage
                id="admin.categories.restore"
                defaultMessage="Restore <sr>{label}</sr>"
                values={{ label: category.label, sr: screenReaderOnly }}
              />
            ) : (
              <FormattedMessage
                id="admin.categories.retire"
                defaultMessage="Retire <sr>{label}</sr>"
                values={{ label: category.label, sr: screenReaderOnly }}
              />
            )}
          </Button>
        </div>
      )}
    </li>
  );
}
