import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { NeedFormModal } from './NeedFormModal';

const categories = {
  request: { query: CategoriesQuery },
  result: { data: { categories: [{ __typename: 'Category' as const, value: 'design', label: 'Design & Branding' }] } },
};

describe('NeedFormModal', () => {
  it('sent with empty required fields: the message at the form top, each empty required field marked with its own message, "Open until" not', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NeedFormModal subject="new" onClose={() => {}} />, [categories], { viewer: makeUser() });
    await screen.findByRole('option', { name: 'Design & Branding' });
    await user.type(screen.getByLabelText('Description'), 'A palette for my shop.');
    await user.click(screen.getByRole('button', { name: 'Post need' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Title, category and description are required.');
    // First in the form: above every field.
    const form = alert.closest('form')!;
    expect(form.firstElementChild).toBe(alert);

    const title = screen.getByLabelText('What are you looking for?');
    const category = screen.getByLabelText('Category');
    const description = screen.getByLabelText('Description');
    const openUntil = screen.getByLabelText(/Open until/);
    const messageOf = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(title)).toContain('A title is required.');
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(category)).toContain('A category is required.');
    // Filled in: not marked.
    expect(description.getAttribute('aria-invalid')).toBeNull();
    expect(openUntil.getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(openUntil)).not.toContain('required');
    // The focus on the first empty field.
    expect(document.activeElement).toBe(title);

    // Filling a marked field clears its mark.
    await user.type(title, 'Brand colours');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(category.getAttribute('aria-invalid')).toBe('true');
  });
});
