import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MyAvailabilityQuery } from '../operations';
import { AvailabilityEditor } from './AvailabilityEditor';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const week = {
  __typename: 'Availability',
  monday: ['09:00'],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
  timezone: 'Europe/Berlin',
};

describe('Calendar Availability in German', () => {
  it("names the weekdays in the member's language (from Intl) and counts the hours in German", async () => {
    renderWithProviders(
      <AvailabilityEditor />,
      [{ request: { query: MyAvailabilityQuery }, result: { data: { myAvailability: week } } }],
      { locale: 'de' },
    );
    const grid = await screen.findByRole('table', { name: /Wöchentliche Verfügbarkeit/ });
    expect(within(grid).getByTitle('Montag').textContent).toBe('Mo');
    expect(within(grid).getByRole('button', { name: 'Montag 09:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 Stunde ausgewählt')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Verfügbarkeit speichern' })).not.toBeNull();
    expect(screen.queryByText(/Monday|hours? selected|Save Availability/)).toBeNull();
  });
});
