import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { graphqlError } from '../test/fixtures';
import { CategoryLabelsEditor, SetCategoryLabelMutation } from './CategoryLabelsEditor';

const sales = {
  value: 'sales',
  label: 'Sales',
  translatedLabels: [{ locale: 'es', label: 'Ventas' }],
};
const answer = (translatedLabels: Array<{ locale: string; label: string }>) => ({
  data: {
    setCategoryLabel: {
      __typename: 'Category' as const,
      value: 'sales',
      translatedLabels: translatedLabels.map((l) => ({ __typename: 'CategoryLabel' as const, ...l })),
    },
  },
});

describe('CategoryLabelsEditor', () => {
  it('shows one field per language besides English, saves a label and removes an emptied one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryLabelsEditor category={sales} />, [
      {
        request: { query: SetCategoryLabelMutation, variables: { value: 'sales', locale: 'de', label: 'Vertrieb' } },
        result: answer([
          { locale: 'de', label: 'Vertrieb' },
          { locale: 'es', label: 'Ventas' },
        ]),
      },
      {
        request: { query: SetCategoryLabelMutation, variables: { value: 'sales', locale: 'es', label: null } },
        result: answer([{ locale: 'de', label: 'Vertrieb' }]),
      },
    ]);
    await user.click(screen.getByText('Labels in other languages'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Español' }).value).toBe('Ventas');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'العربية' }).value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'English' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Deutsch' }), ' Vertrieb ');
    await user.click(screen.getByRole('button', { name: 'Save Deutsch' }));
    expect(await screen.findByText('Deutsch label saved')).not.toBeNull();

    await user.clear(screen.getByRole('textbox', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save Español' }));
    expect(await screen.findByText('Español label removed: it shows English')).not.toBeNull();
  });

  it('says the server’s refusal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryLabelsEditor category={sales} />, [
      {
        request: { query: SetCategoryLabelMutation, variables: { value: 'sales', locale: 'ar', label: 'مبيعات' } },
        result: graphqlError('Only a super_admin can manage categories', 'FORBIDDEN'),
      },
    ]);
    await user.click(screen.getByText('Labels in other languages'));
    await user.type(screen.getByRole('textbox', { name: 'العربية' }), 'مبيعات');
    await user.click(screen.getByRole('button', { name: 'Save العربية' }));
    expect(await screen.findByText('Only a super_admin can manage categories')).not.toBeNull();
  });
});
