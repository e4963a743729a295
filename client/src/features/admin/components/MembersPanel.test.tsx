import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeConnection } from '../../../test/fixtures';
import { renderWithProviders, answerAlways } from '../../../test/render';
import { AdjustEnergyPointsMutation, AdminMembersQuery } from '../operations';
import { graphqlError, makeMember } from '../test/fixtures';
import { MembersPanel } from './MembersPanel';

type Vars = { search: string | null; sort: string; first: number; after?: string };

const maya = makeMember();
const leo = makeMember({
  id: 'm2',
  fullName: 'Leo Premium',
  email: 'leo@example.com',
  userType: 'PREMIUM',
  energyPoints: 40,
  city: null,
  about: null,
  skills: [],
  referredCount: 0,
  createdAt: '2025-01-20T10:00:00.000Z',
});
const ana = makeMember({ id: 'm3', fullName: 'Ana Later', email: 'ana@example.com', energyPoints: 1 });

/** Answers every member query, recording its variables; `answer` picks the page per request. */
function membersMock(sent: Vars[], answer: (vars: Vars) => ReturnType<typeof makeConnection>) {
  return answerAlways(
    AdminMembersQuery,
    (vars: Vars) => ({ data: { adminMembers: { __typename: 'AdminMemberConnection', ...answer(vars) } } }),
    sent,
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('MembersPanel', () => {
  it('shows the member-list row fields for each member', async () => {
    renderWithProviders(<MembersPanel />, [membersMock([], () => makeConnection([maya, leo], { totalCount: 2 }))]);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↑↓↕]/g, '')),
    ).toEqual([
      'Sort by Name',
      'Sort by Email',
      'Type',
      'Sort by EP',
      'City',
      'Skills',
      'About',
      'Referred',
      'Sort by Joined',
      'Actions',
    ]);
    const row = screen.getByRole('rowheader', { name: 'Maya Coach' }).closest('tr')!;
    expect(Array.from(row.cells, (cell) => cell.textContent)).toEqual([
      'Maya Coach',
      'maya@example.com',
      'Free',
      '7',
      'Lisbon',
      'Copywriting, Wellness',
      'Helps founders write.',
      '2',
      'Feb 3, 2025',
      'Adjust EP for Maya Coach Suspend Maya Coach',
    ]);
    const premium = screen.getByRole('rowheader', { name: 'Leo Premium' }).closest('tr')!;
    expect(within(premium).getByText('Premium')).not.toBeNull();
    // A premium member's EP are unlimited: ∞ (read out as "Unlimited"), not the stored number.
    expect(premium.cells[3].textContent).toBe('∞Unlimited');
    expect(within(premium.cells[3]).getByText('∞').getAttribute('aria-hidden')).toBe('true');
    expect(premium.cells[3].textContent).not.toContain('40');
    expect(screen.getByText('2 members')).not.toBeNull();
  });

  it('searches after a pause in typing, sorts by a column and loads more with the cursor', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    renderWithProviders(<MembersPanel />, [
      membersMock(sent, (vars) =>
        vars.after === 'c1'
          ? makeConnection([ana], { totalCount: 3 })
          : vars.search === 'ma'
            ? makeConnection([maya], { totalCount: 1 })
            : makeConnection(vars.sort === 'full_name' ? [leo, maya] : [maya, leo], {
                totalCount: 3,
                hasNextPage: true,
                endCursor: 'c1',
              }),
      ),
    ]);
    await screen.findByRole('table', { name: 'Members' });
    expect(sent).toEqual([{ search: null, sort: 'created_at', first: 25 }]);
    const joined = screen.getByRole('button', { name: 'Sort by Joined' });
    expect(joined.closest('th')?.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(names()).toEqual(['Leo Premium', 'Maya Coach']));
    expect(sent.at(-1)).toEqual({ search: null, sort: 'full_name', first: 25 });
    expect(screen.getByRole('button', { name: 'Sort by Name' }).closest('th')?.getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(joined.closest('th')?.hasAttribute('aria-sort')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load more members' }));
    await waitFor(() => expect(names()).toEqual(['Leo Premium', 'Maya Coach', 'Ana Later']));
    expect(sent.at(-1)).toEqual({ search: null, sort: 'full_name', first: 25, after: 'c1' });

    const before = sent.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ma');
    // Nothing is asked per keystroke: one request once typing pauses.
    expect(sent.length).toBe(before);
    await waitFor(() => expect(names()).toEqual(['Maya Coach']));
    expect(sent.slice(before)).toEqual([{ search: 'ma', sort: 'full_name', first: 25 }]);
    expect(screen.getByText('1 member found')).not.toBeNull();
  });

  it('adjusts EP with a required reason and a non-zero whole amount, then shows the new balance', async () => {
    const user = userEvent.setup();
    const adjustments: Array<Record<string, unknown>> = [];
    renderWithProviders(<MembersPanel />, [
      membersMock([], () => makeConnection([maya])),
      {
        request: {
          query: AdjustEnergyPointsMutation,
          variables: (vars: Record<string, unknown>) => {
            adjustments.push(vars);
            return true;
          },
        },
        result: { data: { adjustEnergyPoints: { __typename: 'EpAdjustment', applied: true, energyPoints: 12 } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Adjust EP for Maya Coach' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Energy Points' });
    expect(within(dialog).getByText('Maya Coach (maya@example.com) has 7 EP.')).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Enter a whole number of EP other than 0')).not.toBeNull();
    expect(within(dialog).getByText('Please give a reason')).not.toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EP)' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Enter a whole number of EP other than 0')).not.toBeNull();
    expect(within(dialog).getByText('Please give a reason')).not.toBeNull();
    expect(adjustments).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (EP)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EP)' }), '+5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Workshop prize');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText('Energy Points adjusted: Maya Coach now has 12 EP.')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ email: 'maya@example.com', amount: 5, reason: 'Workshop prize' });
    expect(typeof adjustments[0].idempotencyKey).toBe('string');
    const row = screen.getByRole('rowheader', { name: 'Maya Coach' }).closest('tr')!;
    expect(row.cells[3].textContent).toBe('12');
  });

  it("keeps the dialog open with the server's detail when an adjustment is refused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MembersPanel />, [
      membersMock([], () => makeConnection([maya])),
      {
        request: { query: AdjustEnergyPointsMutation, variables: () => true },
        result: graphqlError('The member does not have that many EP to remove'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Adjust EP for Maya Coach' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Energy Points' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EP)' }), '-50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The member does not have that many EP to remove',
    );
  });
});
