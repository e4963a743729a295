import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import type { ReliabilitySummary_CoachFragment } from '../../../gql/graphql';
import { ReliabilitySummary, ReliabilitySummary_coachFragment } from './ReliabilitySummary';
import { renderWithProviders } from '../../../test/render';

type Facts = Partial<Omit<ReliabilitySummary_CoachFragment['reliability'], '__typename'>>;
const coach = (facts: Facts) =>
  makeFragmentData(
    {
      id: 'c1',
      reliability: {
        responseRate: null,
        completionRate: null,
        averageRating: null,
        ratingCount: 0,
        completedExchanges: 0,
        newMember: true,
        medianResponseMinutes: null,
        ...facts,
      },
    },
    ReliabilitySummary_coachFragment,
  );

describe('ReliabilitySummary', () => {
  it('says "New member" below 3 completed exchanges, with the count once there is one', () => {
    const { unmount } = renderWithProviders(
      <ReliabilitySummary coach={coach({ newMember: true, completedExchanges: 0 })} />,
    );
    expect(screen.getByText('New member')).not.toBeNull();
    unmount();
    renderWithProviders(<ReliabilitySummary coach={coach({ newMember: true, completedExchanges: 2 })} />);
    expect(screen.getByText('New member · 2 completed exchanges')).not.toBeNull();
  });

  it('says how fast they usually answer, a new member too, once they answered anything', () => {
    const { unmount } = renderWithProviders(
      <ReliabilitySummary coach={coach({ newMember: true, medianResponseMinutes: 12 })} />,
    );
    expect(screen.getByText('New member · Usually answers in 12 min')).not.toBeNull();
    unmount();
    renderWithProviders(<ReliabilitySummary coach={coach({ newMember: true, medianResponseMinutes: 4000 })} />);
    expect(screen.getByText('New member · Usually answers in 3 days')).not.toBeNull();
  });

  it('shows the rates, the rating and the count from 3 completed exchanges', () => {
    renderWithProviders(
      <ReliabilitySummary
        coach={coach({
          newMember: false,
          completedExchanges: 12,
          responseRate: 0.916,
          completionRate: 0.75,
          averageRating: 4.5,
          ratingCount: 8,
          medianResponseMinutes: 150,
        })}
      />,
    );
    const list = screen.getByLabelText('Reliability');
    expect(Array.from(list.querySelectorAll('div'), (d) => d.textContent)).toEqual([
      'Responds within 48 h92%',
      'Usually answers in3 h',
      'Completes75%',
      'Rating4.5 / 5 (8)',
      'Exchanges12',
    ]);
  });
});
