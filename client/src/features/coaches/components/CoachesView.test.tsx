import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, makeCoachCard, makeCoachProfile, makeConnection } from '../../../test/fixtures';
import { renderWithProviders, answerAlways } from '../../../test/render';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { BrowseCoachesQuery, CoachProfileQuery } from '../operations';
import { CoachesView } from './CoachesView';

const categoriesMock = {
  request: { query: CategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { categories: CATEGORIES } },
};

type Vars = { filter?: Record<string, unknown>; first: number; sort?: string };

function coachesMock(sent: Vars[], nodes: ReturnType<typeof makeCoachCard>[]) {
  return answerAlways(
    BrowseCoachesQuery,
    { data: { coaches: { __typename: 'CoachConnection', ...makeConnection(nodes) } } },
    sent,
  );
}

const longBio =
  'I help first-time founders find their voice, shape their offer and sell it without feeling pushy or salesy at all.';

const coaches = [
  makeCoachCard({
    id: 'c1',
    fullName: 'Ana Premium',
    userType: 'PREMIUM',
    totalServices: 4,
    profile: {
      location: 'Porto',
      experienceYears: 12,
      bio: longBio,
      skills: ['Business Coaching', 'Copywriting', 'Wellness', 'Marketing'],
    },
  }),
  makeCoachCard({
    id: 'c2',
    fullName: 'ben quiet',
    totalServices: 1,
    profile: { location: null, experienceYears: null, bio: null, skills: ['Wellness'] },
  }),
];

describe('CoachesView', () => {
  it('shows coach cards: avatar initial, verified badge, location, experience, cut bio, 2 skills +N, service count', async () => {
    renderWithProviders(<CoachesView viewerId="me" />, [categoriesMock, coachesMock([], coaches)]);

    const ana = await screen.findByRole('article', { name: 'Ana Premium' });
    expect(within(ana).getByText('Verified')).not.toBeNull();
    expect(within(ana).getByText('Porto')).not.toBeNull();
    expect(within(ana).getByText('12 years experience')).not.toBeNull();
    expect(within(ana).getByText(`${longBio.slice(0, 80).trimEnd()}…`)).not.toBeNull();
    expect(
      within(within(ana).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Business Coaching', 'Copywriting', '+2']);
    expect(within(ana).getByText('4 services')).not.toBeNull();

    const ben = screen.getByRole('article', { name: 'ben quiet' });
    expect(within(ben).queryByText('Verified')).toBeNull();
    expect(within(ben).getByText('Location not specified')).not.toBeNull();
    expect(within(ben).getByText('5 years experience')).not.toBeNull();
    expect(within(ben).getByText('1 service')).not.toBeNull();
    expect(within(ben).queryByText('+1')).toBeNull();
    expect(ben.querySelector('.avatar')?.textContent).toBe('B');
    expect(within(ben).getByRole('button', { name: 'View Profile' })).not.toBeNull();
  });

  it('filters by Premium Only and by several skills, with a count badge and Clear All', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    renderWithProviders(<CoachesView viewerId="me" />, [categoriesMock, coachesMock(sent, coaches)]);
    await screen.findByText('2 coaches found');
    expect(sent[0]).toEqual({ filter: {}, first: 12, sort: 'RELEVANCE' });

    await user.click(screen.getByRole('switch', { name: 'Premium Only' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ filter: { premiumOnly: true }, first: 12, sort: 'RELEVANCE' }));

    const skills = screen.getByRole('group', { name: 'Skills' });
    await user.click(within(skills).getByRole('button', { name: 'Wellness' }));
    await user.click(within(skills).getByRole('button', { name: 'Copywriting' }));
    expect(within(skills).getByRole('button', { name: 'Wellness' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('skills-count').textContent).toBe('2 selected');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        filter: { premiumOnly: true, skills: ['Wellness', 'Copywriting'] },
        first: 12,
        sort: 'RELEVANCE',
      }),
    );

    await user.click(within(skills).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByTestId('skills-count')).toBeNull();
    expect(within(skills).getByRole('button', { name: 'Wellness' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(sent.at(-1)).toEqual({ filter: { premiumOnly: true }, first: 12, sort: 'RELEVANCE' }));
  });

  it('sorts by Reliability through the query variables, keeping the filters, and back to Relevance', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    // The server's order is the answer's order: Reliability puts ben first here.
    const page = (variables: Vars) => ({
      data: {
        coaches: {
          __typename: 'CoachConnection' as const,
          ...makeConnection(variables.sort === 'RELIABILITY' ? [...coaches].reverse() : coaches),
        },
      },
    });
    renderWithProviders(<CoachesView viewerId="me" />, [
      categoriesMock,
      {
        request: { query: BrowseCoachesQuery, variables: (v: Vars) => (sent.push(v), true) },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: page,
      },
    ]);
    const names = () =>
      screen
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label') ?? within(a).getByRole('heading').textContent);
    await screen.findByRole('article', { name: 'Ana Premium' });
    expect(names()).toEqual(['Ana Premium', 'ben quiet']);

    await user.click(screen.getByRole('switch', { name: 'Premium Only' }));
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Reliability']);
    await user.selectOptions(sortBy, 'Reliability');
    await waitFor(() => expect(sent.at(-1)).toEqual({ filter: { premiumOnly: true }, first: 12, sort: 'RELIABILITY' }));
    await waitFor(() => expect(names()).toEqual(['ben quiet', 'Ana Premium']));

    await user.selectOptions(sortBy, 'Relevance');
    await waitFor(() => expect(names()).toEqual(['Ana Premium', 'ben quiet']));
    expect((sortBy as HTMLSelectElement).value).toBe('RELEVANCE');
  });

  it('opens the coach profile from View Profile', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoachesView viewerId="me" />, [
      categoriesMock,
      coachesMock([], coaches),
      {
        request: { query: CoachProfileQuery, variables: { id: 'c2' } },
        result: { data: { coach: makeCoachProfile({ id: 'c2', fullName: 'ben quiet' }) } },
      },
    ]);
    const ben = await screen.findByRole('article', { name: 'ben quiet' });
    await user.click(within(ben).getByRole('button', { name: 'View Profile' }));
    // The profile is a chunk of its own, imported on the first open: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Coach Profile' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('heading', { name: 'About' })).not.toBeNull();
  });

  it("says 'No coaches found' when nothing matches", async () => {
    renderWithProviders(<CoachesView viewerId="me" />, [categoriesMock, coachesMock([], [])]);
    expect(await screen.findByRole('heading', { name: 'No coaches found' })).not.toBeNull();
  });
});
