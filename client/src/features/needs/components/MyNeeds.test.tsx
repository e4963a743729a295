import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MyNeedsQuery } from '../operations';
import { MyNeeds } from './MyNeeds';

const myNeeds = {
  request: { query: MyNeedsQuery },
  result: {
    data: {
      myNeeds: [
        {
          __typename: 'Need' as const,
          id: 'n1',
          title: 'A logo',
          description: 'For my studio',
          category: 'marketing',
          categoryLabel: 'Marketing',
          maxEnergy: 5,
          endsOn: '2030-01-31',
          open: false,
          answers: [],
        },
      ],
    },
  },
};

describe('MyNeeds', () => {
  it('shows my need from its summary (title, category, budget, last day, closed)', async () => {
    renderWithProviders(<MyNeeds />, [myNeeds], { viewer: makeUser() });
    expect(await screen.findByRole('heading', { name: 'A logo' })).not.toBeNull();
    expect(screen.getByText('Marketing · up to 5 EP · until 2030-01-31')).not.toBeNull();
    expect(screen.getByText('Closed')).not.toBeNull();
  });
});
