import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { makeCache, renderWithProviders } from '../../../test/render';
import {
  AddCategoryMutation,
  AdminCategoriesQuery,
  RenameCategoryMutation,
  SetCategoryRetiredMutation,
} from '../operations';
import { graphqlError } from '../test/fixtures';
import { CategoriesPanel } from './CategoriesPanel';

const category = (value: string, label: string, retiredAt: string | null = null) => ({
  __typename: 'Category' as const,
  value,
  label,
  retiredAt,
  translatedLabels: [],
});
const listMock = {
  request: { query: AdminCategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      adminCategories: [category('marketing', 'Marketing'), category('sales', 'Sales', '2026-01-02T00:00:00.000Z')],
    },
  },
};

/** The cache also holds the members' list (service form, needs form, Discover): changes must reach it. */
function renderPanel(mocks: unknown[]) {
  const cache = makeCache();
  cache.writeQuery({
    query: CategoriesQuery,
    data: { categories: [{ __typename: 'Category', value: 'marketing', label: 'Marketing' }] } as never,
  });
  renderWithProviders(<CategoriesPanel />, [listMock, ...(mocks as [])], { cache });
  const members = () => cache.readQuery({ query: CategoriesQuery })!.categories.map((c) => c.label);
  return { members };
}

const item = (label: string) => screen.getByText(label, { selector: 'strong' }).closest('li') as HTMLLIElement;

describe('CategoriesPanel', () => {
  it('lists active and retired categories; adds one (value suggested from the label) into both lists', async () => {
    const user = userEvent.setup();
    const { members } = renderPanel([
      {
        request: { query: AddCategoryMutation, variables: { value: 'public_speaking', label: 'Public Speaking' } },
        result: { data: { addCategory: category('public_speaking', 'Public Speaking') } },
      },
    ]);
    expect(await screen.findByText('1 active, 1 retired')).not.toBeNull();
    expect(within(item('Sales')).getByText('Retired')).not.toBeNull();
    expect(within(item('Sales')).getByRole('button', { name: 'Restore Sales' })).not.toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Label' }), ' Public Speaking ');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Value/ }).value).toBe('public_speaking');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Public Speaking', { selector: 'strong' })).not.toBeNull();
    expect(screen.getByText('2 active, 1 retired')).not.toBeNull();
    expect(members()).toEqual(['Marketing', 'Public Speaking']);
  });

  it('renames in place and retires: the members’ list follows the answers; a refusal is shown', async () => {
    const user = userEvent.setup();
    const { members } = renderPanel([
      {
        request: { query: RenameCategoryMutation, variables: { value: 'marketing', label: 'Sales' } },
        result: graphqlError('A category with this label already exists', 'CONFLICT', { field: 'label' }),
      },
      {
        request: { query: RenameCategoryMutation, variables: { value: 'marketing', label: 'Digital Marketing' } },
        result: { data: { renameCategory: category('marketing', 'Digital Marketing') } },
      },
      {
        request: { query: SetCategoryRetiredMutation, variables: { value: 'marketing', retired: true } },
        result: {
          data: { setCategoryRetired: category('marketing', 'Digital Marketing', '2026-02-01T00:00:00.000Z') },
        },
      },
    ]);
    await screen.findByText('Marketing', { selector: 'strong' });
    await user.click(screen.getByRole('button', { name: 'Rename Marketing' }));
    const input = screen.getByRole('textbox', { name: 'New label' });
    await user.clear(input);
    await user.type(input, 'Sales');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Said at the field that holds the taken label.
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
      'A category with this label already exists',
    );

    await user.clear(input);
    await user.type(input, 'Digital Marketing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Digital Marketing', { selector: 'strong' })).not.toBeNull();
    expect(members()).toEqual(['Digital Marketing']);

    await user.click(screen.getByRole('button', { name: 'Retire Digital Marketing' }));
    expect(await within(item('Digital Marketing')).findByText('Retired')).not.toBeNull();
    expect(screen.getByText('0 active, 2 retired')).not.toBeNull();
    expect(members()).toEqual([]);
  });
});
