import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { makeRequest } from '../../../test/exchangeFixtures';
import { renderWithProviders } from '../../../test/render';
import { RequestCard, RequestCard_requestFragment } from './RequestCard';

/*
 * The card reads only its own fragment (`RequestCard_request`): the fixture is typed by the
 * generated fragment and handed over masked, as a list's query hands it over.
 */
function renderCard(request: ReturnType<typeof makeRequest>, onMutate = vi.fn()) {
  renderWithProviders(
    <RequestCard
      request={makeFragmentData(request, RequestCard_requestFragment)}
      hasOpenSession={false}
      busy={null}
      locked={false}
      onMutate={onMutate}
      onSchedule={vi.fn()}
      onViewSessions={vi.fn()}
      onReview={vi.fn()}
    />,
  );
  return onMutate;
}

describe('RequestCard', () => {
  it('an accepted request shows the contact email of the request and Mark Complete when the server allows it', async () => {
    const onMutate = renderCard(
      makeRequest({
        status: 'ACCEPTED',
        myRole: 'REQUESTER',
        canComplete: true,
        respondedAt: '2030-01-02T10:00:00.000Z',
        otherParty: { email: 'maya@example.com' },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Logo Design' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'maya@example.com' }).getAttribute('href')).toBe('mailto:maya@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(onMutate).toHaveBeenCalledWith('complete');
  });

  it('a pending request received by the coach offers Accept and Decline and no contact', () => {
    renderCard(makeRequest({ status: 'PENDING', myRole: 'COACH' }));
    expect(screen.getByRole('button', { name: 'Accept' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
