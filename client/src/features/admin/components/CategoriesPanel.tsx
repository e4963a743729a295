import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import type { AdminCategoryFieldsFragment as AdminCategory } from '../../../gql/graphql';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { serverDetail } from '../../../shared/lib/errors';
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

export const CATEGORY_TEXTS = {
  valueFormat: 'Use 1–40 lowercase letters, digits or _',
  labelRequired: 'A label is required (at most 60 characters)',
  failed: (detail: string | null) => detail ?? 'The change could not be saved',
  // The server's refusals of a name already taken (category-admin.service.ts).
  labelTaken: 'A category with this label already exists',
  valueTaken: 'A category with this value already exists',
} as const;

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
      title="Categories"
      status={
        data &&
        `${categories.filter((c) => !c.retiredAt).length} active, ${categories.filter((c) => c.retiredAt).length} retired`
      }
    >
      <AddCategoryForm onAdded={setAdded} />
      <ListStates
        error={error && !data}
        errorText="Categories could not be loaded."
        onRetry={() => void refetch().catch(() => {})}
        loading={!data}
        loadingText="Loading categories…"
        skeleton={{ count: 4 }}
        empty={
          categories.length === 0 && {
            headingLevel: 3,
            icon: 'shield',
            title: 'No categories yet',
            description: 'Add the first one above.',
          }
        }
      >
        <ul ref={listRef} className="moderation-list" aria-label="Categories">
          {categories.map((c) => (
            <CategoryItem key={c.value} category={c} justAdded={c.value === added} />
          ))}
        </ul>
      </ListStates>
    </AdminSection>
  );
}

function AddCategoryForm({ onAdded }: { onAdded: (value: string) => void }) {
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
      label: label.trim() && label.trim().length <= 60 ? undefined : CATEGORY_TEXTS.labelRequired,
      value: /^[a-z0-9_]{1,40}$/.test(shownValue) ? undefined : CATEGORY_TEXTS.valueFormat,
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
      toast.success(`${label.trim()} added`);
      onAdded(shownValue);
      setLabel('');
      setValue('');
      setValueEdited(false);
    } catch (error) {
      const detail = serverDetail(error);
      // A name already taken is said at the field that holds it, not only in a toast.
      if (detail === CATEGORY_TEXTS.labelTaken) setErrors({ label: detail });
      else if (detail === CATEGORY_TEXTS.valueTaken) setErrors({ value: detail });
      else toast.error(CATEGORY_TEXTS.failed(detail));
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
        Add a category
      </h3>
      <div className="admin-add__row">
        <Field
          label="Label"
          value={label}
          maxLength={60}
          error={errors.label}
          placeholder="Public Speaking"
          onChange={(event) => setLabel(event.target.value)}
        />
        <Field
          label="Value"
          value={shownValue}
          maxLength={40}
          error={errors.value}
          hint="Stored on services; cannot change later."
          onChange={(event) => {
            setValueEdited(true);
            setValue(event.target.value);
          }}
        />
        <Button type="submit" loading={loading} icon={<Icon name="plus" size={18} />} className="admin-add__submit">
          Add category
        </Button>
      </div>
    </form>
  );
}

function CategoryItem({ category, justAdded }: { category: AdminCategory; justAdded: boolean }) {
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
      setLabelError(CATEGORY_TEXTS.labelRequired);
      return;
    }
    try {
      // The answer carries the new label; the cache relabels the category everywhere (keyed by value).
      await rename({ variables: { value: category.value, label: label.trim() } });
      setEditing(false);
      toast.success(`Renamed to ${label.trim()}`);
    } catch (error) {
      const detail = serverDetail(error);
      // A label already taken is said at the field.
      if (detail === CATEGORY_TEXTS.labelTaken) setLabelError(detail);
      else toast.error(CATEGORY_TEXTS.failed(detail));
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
        retired ? `${category.label} is offered again` : `${category.label} retired: existing services keep it`,
      );
    } catch (error) {
      toast.error(CATEGORY_TEXTS.failed(serverDetail(error)));
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
          aria-label={`Rename ${category.label}`}
          onSubmit={(event) => void save(event)}
          noValidate
        >
          <Field
            label="New label"
            value={label}
            maxLength={60}
            error={labelError}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Button type="submit" loading={renaming.loading}>
            Save
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setEditing(false);
              setLabel(category.label);
              setLabelError(null);
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <div className="moderation-item__head">
          <strong>{category.label}</strong>
          <span className={retired ? 'tag tag--muted' : 'tag'}>{retired ? 'Retired' : 'Active'}</span>
        </div>
      )}
      <p className="moderation-item__meta">{category.value}</p>
      {!editing && <CategoryLabelsEditor category={category} />}
      {!editing && (
        <div className="moderation-item__actions">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {'Rename '}
            <span className="sr-only">{category.label}</span>
          </Button>
          <Button variant="ghost" size="sm" loading={retiring.loading} onClick={() => void toggleRetired()}>
            {retired ? 'Restore ' : 'Retire '}
            <span className="sr-only">{category.label}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
