import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { capture, makeTestimonial } from '../../../test/exchangeFixtures';
import { renderWithProviders } from '../../../test/render';
import { WriteTestimonialMutation } from '../operations';
import { WriteTestimonialModal, type ReviewableExchange } from './WriteTestimonialModal';

const exchange: ReviewableExchange = { requestId: 'r9', serviceTitle: 'Logo Design', otherPartyName: 'Maya Coach' };

describe('WriteTestimonialModal', () => {
  it('starts at 5 stars and public, requires content, then submits the chosen rating (+1 EP)', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const onClose = vi.fn();
    renderWithProviders(<WriteTestimonialModal exchange={exchange} onClose={onClose} />, [
      {
        request: { query: WriteTestimonialMutation, variables: capture(sent) },
        result: { data: { writeTestimonial: makeTestimonial() } },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Write a Testimonial' });
    expect(within(dialog).getByText('Logo Design with Maya Coach')).not.toBeNull();

    const rating = within(dialog).getByRole('group', { name: 'Rating' });
    const stars = within(rating).getAllByRole<HTMLInputElement>('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rating).getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
    expect(within(rating).getByRole('radio', { name: '1 star' })).not.toBeNull();
    const isPublic = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Make this testimonial public' });
    expect(isPublic.checked).toBe(true);

    // Content is required: nothing is sent, the field says why and gets focus.
    const content = within(dialog).getByRole('textbox', { name: 'Your testimonial' });
    await user.type(content, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Testimonial' }));
    expect(within(dialog).getByText('Content is required')).not.toBeNull();
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(content);
    expect(sent).toEqual([]);

    await user.click(within(rating).getByRole('radio', { name: '3 stars' }));
    expect(within(rating).getByRole<HTMLInputElement>('radio', { name: '3 stars' }).checked).toBe(true);
    await user.click(isPublic);
    await user.type(content, 'Clear and kind.');
    expect(within(dialog).queryByText('Content is required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Testimonial' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Testimonial submitted successfully! You earned +1 EP.',
    );
    expect(sent).toEqual([
      { input: { exchangeRequestId: 'r9', rating: 3, content: 'Clear and kind.', isPublic: false } },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reports the server's detail when it refuses", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WriteTestimonialModal exchange={exchange} onClose={vi.fn()} />, [
      {
        request: { query: WriteTestimonialMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('You have already written a testimonial for this exchange', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Your testimonial' }), 'Great!');
    await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to submit testimonial: You have already written a testimonial for this exchange',
    );
  });

  it("falls back to 'Failed to submit testimonial. Please try again.' without an answer", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WriteTestimonialModal exchange={exchange} onClose={vi.fn()} />, [
      { request: { query: WriteTestimonialMutation, variables: () => true }, error: new TypeError('Failed to fetch') },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Your testimonial' }), 'Great!');
    await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit testimonial. Please try again.');
  });
});
