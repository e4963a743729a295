import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { ShellNavigationContext, type DiscoverCoach, type ShellNavigation } from '../../../shared/lib/shellNavigation';
import { CATEGORIES, makeCoachProfile, makeConnection, makeService } from '../../../test/fixtures';
import { renderWithProviders, answerAlways } from '../../../test/render';
import { CoachProfileQuery } from '../../coaches';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { DiscoverServicesQuery } from '../operations';
import { DiscoverView } from './DiscoverView';

const categoriesMock = {
  request: { query: CategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { categories: CATEGORIES } },
};

type Vars = { filter?: Record<string, unknown>; first: number; after?: string };

/** Answers every Discover query, recording its variables; `answer` picks the page per request. */
function servicesMock(
  sent: Vars[],
  answer: (vars: Vars) => ReturnType<typeof makeConnection> & { totalCountIsCapped?: boolean },
) {
  return answerAlways(
    DiscoverServicesQuery,
    (vars: Vars) => ({
      data: { services: { __typename: 'ServiceConnection', totalCountIsCapped: false, ...answer(vars) } },
    }),
    sent,
  );
}

const services = [
  makeService({
    id: 's1',
    title: 'Morning Yoga',
    category: 'wellness',
    categoryLabel: 'Wellness',
    energyCost: 3,
    durationMinutes: 45,
    maxParticipants: 4,
    coach: { id: 'c1', fullName: 'Ana Premium', userType: 'PREMIUM' },
  }),
  makeService({
    id: 's2',
    title: 'Sales Copy Review',
    category: 'copywriting',
    categoryLabel: 'Copywriting',
    coach: { id: 'me', fullName: 'Jane Doe' },
  }),
];

describe('DiscoverView', () => {
  it('shows the found count and the service cards, hiding Request on the member’s own services', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    renderWithProviders(<DiscoverView viewerId="me" />, [
      categoriesMock,
      servicesMock(sent, () => makeConnection(services, { totalCount: 8 })),
    ]);

    expect(await screen.findByText('8 services found')).not.toBeNull();
    expect(sent[0]).toEqual({ filter: {}, first: 12 });

    const yoga = screen.getByRole('article', { name: 'Morning Yoga' });
    expect(within(yoga).getByText('3 EP')).not.toBeNull();
    expect(within(yoga).getByText('45 min')).not.toBeNull();
    expect(within(yoga).getByText('Max participants: 4')).not.toBeNull();
    expect(within(yoga).getByText('Wellness')).not.toBeNull();
    expect(within(yoga).getByText('Verified')).not.toBeNull();
    expect(within(yoga).getByRole('button', { name: 'View Coach' })).not.toBeNull();
    expect(within(yoga).getByRole('button', { name: 'Request' })).not.toBeNull();

    const own = screen.getByRole('article', { name: 'Sales Copy Review' });
    expect(within(own).queryByRole('button', { name: 'Request' })).toBeNull();
    expect(within(own).queryByText('Verified')).toBeNull();
    expect(within(own).getByText('Your service')).not.toBeNull();

    // Request opens the Request Exchange dialog for that service (its own tests cover sending).
    await user.click(within(yoga).getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Exchange' }, { timeout: 5000 }); // loaded on first open
    expect(within(dialog).getByText('Morning Yoga')).not.toBeNull();
    expect(within(dialog).getByText('3 EP')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send Request' })).not.toBeNull();
  });

  it('builds the variables from search (debounced), category, Premium and the EP range, then clears them', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    renderWithProviders(<DiscoverView viewerId="me" />, [
      categoriesMock,
      servicesMock(sent, () => makeConnection(services)),
    ]);
    await screen.findByText('2 services found');

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'yoga');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ search: 'yoga' }));
    // One request for the whole word, none per keystroke.
    expect(sent.filter((v) => v.filter?.search !== undefined).map((v) => v.filter?.search)).toEqual(['yoga']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Wellness');
    await user.click(screen.getByRole('switch', { name: 'Premium' }));
    expect(screen.getByRole('switch', { name: 'Premium' }).getAttribute('aria-checked')).toBe('true');

    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByRole('spinbutton', { name: 'Min EP' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Max EP' }), '10');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        filter: { search: 'yoga', category: 'wellness', premiumOnly: true, minCost: 2, maxCost: 10 },
        first: 12,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ filter: {}, first: 12 }));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search services' }).value).toBe('');
    expect(screen.getByRole('switch', { name: 'Premium' }).getAttribute('aria-checked')).toBe('false');
  });

  it('shows an impossible EP range instead of sending it', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    renderWithProviders(<DiscoverView viewerId="me" searchDebounceMs={0} />, [
      categoriesMock,
      servicesMock(sent, () => makeConnection(services)),
    ]);
    await screen.findByText('2 services found');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Min EP' }), '8');
    await user.type(screen.getByRole('spinbutton', { name: 'Max EP' }), '3');
    expect(await screen.findByText('Max EP must not be less than Min EP')).not.toBeNull();
    expect(sent.some((v) => v.filter?.maxCost === 3)).toBe(false);
    expect(sent.at(-1)?.filter).toEqual({ minCost: 8 });
  });

  it("reads '1,000+ services found' when the server stopped counting at 1000", async () => {
    renderWithProviders(<DiscoverView viewerId="me" />, [
      categoriesMock,
      servicesMock([], () => ({
        ...makeConnection(services, { totalCount: 1000, hasNextPage: true, endCursor: 'c1' }),
        totalCountIsCapped: true,
      })),
    ]);
    expect(await screen.findByText('1,000+ services found')).not.toBeNull();
  });

  it("says 'No services found' when nothing matches", async () => {
    renderWithProviders(<DiscoverView viewerId="me" />, [categoriesMock, servicesMock([], () => makeConnection([]))]);
    expect(await screen.findByRole('heading', { name: 'No services found' })).not.toBeNull();
    expect(screen.getByText('0 services found')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page with the cursor and appends it', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    const second = makeService({ id: 's3', title: 'Brand Voice Workshop' });
    renderWithProviders(<DiscoverView viewerId="me" />, [
      categoriesMock,
      servicesMock(sent, (vars) =>
        vars.after === 'cursor-1'
          ? makeConnection([second], { totalCount: 3 })
          : makeConnection(services, { totalCount: 3, hasNextPage: true, endCursor: 'cursor-1' }),
      ),
    ]);
    await screen.findByText('3 services found');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Brand Voice Workshop' })).not.toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(sent.at(-1)).toEqual({ filter: {}, first: 12, after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("View All Services on a coach's profile narrows Discover to that coach, with a visible way back", async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    const coach = makeCoachProfile({ id: 'c1', fullName: 'Ana Premium', userType: 'PREMIUM', serviceCount: 1 });
    renderWithProviders(<WithShellNavigation />, [
      categoriesMock,
      servicesMock(sent, (vars) => makeConnection(vars.filter?.coachId === 'c1' ? services.slice(0, 1) : services)),
      {
        request: { query: CoachProfileQuery, variables: { id: 'c1' } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { data: { coach } },
      },
    ]);
    await screen.findByText('2 services found');
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'yo');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ search: 'yo' }));

    await user.click(
      within(screen.getByRole('article', { name: 'Morning Yoga' })).getByRole('button', { name: 'View Coach' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Coach Profile' }, { timeout: 5000 }); // loaded on first open
    await user.click(await within(dialog).findByRole('button', { name: 'View All Services' }));

    // The dialog closes; that coach's services alone, the other filters cleared.
    expect(screen.queryByRole('dialog', { name: 'Coach Profile' })).toBeNull();
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ coachId: 'c1' }));
    expect(await screen.findByText('1 service found')).not.toBeNull();
    const notice = screen.getByRole('group', { name: 'Coach filter' });
    expect(notice.textContent).toContain('Services by Ana Premium');
    expect(document.activeElement).toBe(notice);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search services' }).value).toBe('');

    await user.click(within(notice).getByRole('button', { name: 'Show all services' }));
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({}));
    expect(screen.queryByRole('group', { name: 'Coach filter' })).toBeNull();
    expect(await screen.findByText('2 services found')).not.toBeNull();
  });
});

/** Discover inside the shell's navigation (the coach filter lives there, as in Shell). */
function WithShellNavigation() {
  const [discoverCoach, setDiscoverCoach] = useState<DiscoverCoach | null>(null);
  const navigation: ShellNavigation = {
    openView: () => {},
    publishService: () => {},
    showCoachServices: setDiscoverCoach,
    discoverCoach,
    clearDiscoverCoach: () => setDiscoverCoach(null),
  };
  return (
    <ShellNavigationContext.Provider value={navigation}>
      <DiscoverView viewerId="me" searchDebounceMs={0} />
    </ShellNavigationContext.Provider>
  );
}
