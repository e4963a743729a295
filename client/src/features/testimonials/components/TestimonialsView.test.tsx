import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRequest, makeTestimonial } from '../../../test/exchangeFixtures';
import { renderWithProviders } from '../../../test/render';
import { GivenTestimonialsQuery, ReceivedTestimonialsQuery, ReviewableExchangesQuery } from '../operations';
import { TestimonialsView } from './TestimonialsView';

const lists = [
  {
    request: { query: ReceivedTestimonialsQuery },
    result: {
      data: {
        receivedTestimonials: [
          makeTestimonial({
            id: 't1',
            rating: 4,
            content: 'Very helpful.',
            reviewer: 'Sam Student',
            serviceTitle: 'Logo Design',
          }),
          makeTestimonial({ id: 't2', rating: 5, content: 'Loved it.', reviewer: 'Ola Free', isPublic: false }),
        ],
      },
    },
  },
  {
    request: { query: GivenTestimonialsQuery },
    result: {
      data: {
        givenTestimonials: [
          makeTestimonial({ id: 't3', rating: 2, reviewer: 'Jane Doe', reviewee: 'Maya Coach', content: 'Late.' }),
        ],
      },
    },
  },
];

/** Only what "Select an Exchange to Review" asks for. */
function reviewable(overrides: Parameters<typeof makeRequest>[0]) {
  const r = makeRequest(overrides);
  return {
    __typename: r.__typename,
    id: r.id,
    status: r.status,
    canReview: r.canReview,
    completedAt: r.completedAt,
    service: { __typename: r.service.__typename, id: r.service.id, title: r.service.title },
    otherParty: { __typename: r.otherParty.__typename, id: r.otherParty.id, fullName: r.otherParty.fullName },
  };
}

describe('TestimonialsView', () => {
  it('shows Received and Given with counts: stars out of 5, content, who, service, date, public or private', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsView />, lists);
    expect(await screen.findByRole('tab', { name: 'Received (2)' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Given (1)' })).not.toBeNull();

    const first = screen.getByRole('article', { name: 'From Sam Student' });
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).not.toBeNull();
    expect(within(first).getByText('Very helpful.')).not.toBeNull();
    expect(within(first).getByText('Logo Design')).not.toBeNull();
    expect(within(first).getByText('Public')).not.toBeNull();
    expect(within(screen.getByRole('article', { name: 'From Ola Free' })).getByText('Private')).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Given (1)' }));
    const given = screen.getByRole('article', { name: 'To Maya Coach' });
    expect(within(given).getByRole('img', { name: '2 out of 5 stars' })).not.toBeNull();
  });

  it('leaves the +1 EP reward to the view heading (the shell says it once): the page does not repeat it', async () => {
    const { container } = renderWithProviders(<TestimonialsView />, lists);
    await screen.findByRole('tab', { name: 'Received (2)' });
    expect(container.textContent).not.toMatch(/\bEP\b/);
    expect(screen.getByRole('button', { name: 'Write a Testimonial' })).not.toBeNull();
  });

  it('picks a completed, reviewable exchange and opens the testimonial form for it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsView />, [
      ...lists,
      {
        request: { query: ReviewableExchangesQuery },
        result: {
          data: {
            receivedRequests: [
              reviewable({
                id: 'r1',
                status: 'COMPLETED',
                canReview: true,
                serviceTitle: 'Logo Design',
                otherParty: { id: 'p1', fullName: 'Sam Student' },
              }),
              reviewable({ id: 'r2', status: 'COMPLETED', canReview: false, serviceTitle: 'Already Reviewed' }),
            ],
            sentRequests: [
              reviewable({ id: 'r3', status: 'ACCEPTED', canReview: false, serviceTitle: 'Still Open' }),
              reviewable({
                id: 'r4',
                status: 'COMPLETED',
                canReview: true,
                serviceTitle: 'Copy Review',
                myRole: 'REQUESTER',
                otherParty: { id: 'c1', fullName: 'Maya Coach' },
              }),
            ],
          },
        },
      },
    ]);
    await screen.findByRole('tab', { name: 'Received (2)' });
    await user.click(screen.getByRole('button', { name: 'Write a Testimonial' }));
    const select = screen.getByRole('dialog', { name: 'Select an Exchange to Review' });
    await within(select).findByRole('button', { name: /Logo Design/ });
    expect(
      within(select)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.review-choice__title')?.textContent),
    ).toEqual(['Logo Design', 'Copy Review']);

    await user.click(within(select).getByRole('button', { name: /Copy Review/ }));
    expect(screen.queryByRole('dialog', { name: 'Select an Exchange to Review' })).toBeNull();
    const form = screen.getByRole('dialog', { name: 'Write a Testimonial' });
    expect(within(form).getByText('Copy Review with Maya Coach')).not.toBeNull();
  });

  it("toasts 'Failed to load completed exchanges. Please try again.'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsView />, [
      ...lists,
      { request: { query: ReviewableExchangesQuery }, error: new Error('offline') },
    ]);
    await screen.findByRole('tab', { name: 'Received (2)' });
    await user.click(screen.getByRole('button', { name: 'Write a Testimonial' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load completed exchanges. Please try again.',
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Select an Exchange to Review' })).getByRole('button', {
        name: 'Try again',
      }),
    ).not.toBeNull();
  });
});
