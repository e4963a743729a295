import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, answerAlways } from '../../../test/render';
import { AdminAnalyticsQuery } from '../operations';
import { makeAnalytics } from '../test/fixtures';
import { AnalyticsPanel } from './AnalyticsPanel';

/** Answers every analytics query with figures scaled per period, recording the variables. */
function analyticsMock(sent: Array<{ period: string }>) {
  const scale: Record<string, number> = { week: 1, month: 2, year: 3 };
  return answerAlways(
    AdminAnalyticsQuery,
    (vars: { period: string }) => ({ data: { adminAnalytics: makeAnalytics(vars.period, scale[vars.period]) } }),
    sent,
  );
}

function statValue(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('.stat-card__value')?.textContent;
}

describe('AnalyticsPanel', () => {
  it('starts on Month, and the period buttons ask for another period', async () => {
    const user = userEvent.setup();
    const sent: Array<{ period: string }> = [];
    renderWithProviders(<AnalyticsPanel />, [analyticsMock(sent)]);

    const periods = screen.getByRole('group', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Week', 'Month', 'Year']);
    expect(within(periods).getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Total members', { selector: 'dt' })).not.toBeNull();
    expect(sent.map((v) => v.period)).toEqual(['month']);
    expect(statValue('Total members')).toBe('104');
    expect(statValue('New members')).toBe('24');
    expect(screen.getByText('in the last month')).not.toBeNull();
    expect(statValue('Completed exchanges')).toBe('20');
    expect(screen.getByText('25% of requests')).not.toBeNull();

    await user.click(within(periods).getByRole('button', { name: 'Week' }));
    expect(within(periods).getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(periods).getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('false');
    await screen.findByText('in the last 7 days');
    expect(sent.map((v) => v.period)).toEqual(['month', 'week']);
    expect(await screen.findByText('52', { selector: '.stat-card__value' })).not.toBeNull();

    await user.click(within(periods).getByRole('button', { name: 'Year' }));
    expect(await screen.findByText('156', { selector: '.stat-card__value' })).not.toBeNull();
    expect(sent.map((v) => v.period)).toEqual(['month', 'week', 'year']);
  });

  it('draws each chart as a titled image with a summary and a data table', async () => {
    renderWithProviders(<AnalyticsPanel />, [analyticsMock([])]);

    // Members over time: a bar per day for new members, a line for the total.
    const members = await screen.findByRole('img', { name: 'Members over time' });
    const bars = members.querySelectorAll('rect.admin-chart__bar--new');
    expect(Array.from(bars, (bar) => bar.getAttribute('data-value'))).toEqual(['4', '0', '12', '8']);
    expect(Number(bars[2].getAttribute('height'))).toBeGreaterThan(Number(bars[0].getAttribute('height')));
    expect(members.querySelector('path.admin-chart__line')).not.toBeNull();
    const description = document.getElementById(members.getAttribute('aria-describedby')!)?.textContent;
    expect(description).toContain('Total members went from 84 on Mar 1 to 104 on Mar 4, with 24 new.');
    expect(description).toContain('Busiest day: Mar 3 (12 new).');
    const membersTable = screen.getByRole('table', { name: 'Members over time (data)' });
    expect(within(membersTable).getAllByRole('row')).toHaveLength(5);
    expect(within(membersTable).getByRole('rowheader', { name: 'Mar 3' }).closest('tr')?.textContent).toBe('Mar 31296');

    // Free vs premium: a donut slice each, shares in the text alternative.
    const types = screen.getByRole('img', { name: 'Free and premium members' });
    expect(Array.from(types.querySelectorAll('.admin-donut__slice'), (s) => s.getAttribute('data-value'))).toEqual([
      '80',
      '24',
    ]);
    expect(document.getElementById(types.getAttribute('aria-describedby')!)?.textContent).toBe(
      '80 free (77%), 24 premium (23%) of 104 members.',
    );
    const typesTable = screen.getByRole('table', { name: 'Free and premium members (data)' });
    expect(within(typesTable).getByRole('rowheader', { name: 'Premium' }).closest('tr')?.textContent).toBe(
      'Premium2423%',
    );

    // Top skills: horizontal bars, longest first.
    const skills = screen.getByRole('img', { name: 'Top skills' });
    const skillBars = Array.from(skills.querySelectorAll('rect.admin-chart__bar--skill'));
    expect(skillBars.map((b) => b.getAttribute('data-value'))).toEqual(['28', '18', '8']);
    expect(Number(skillBars[0].getAttribute('width'))).toBeGreaterThan(Number(skillBars[1].getAttribute('width')));
    expect(screen.getByRole('table', { name: 'Top skills (data)' })).not.toBeNull();
    expect(screen.getByText('Most listed: Business Coaching (28), Wellness (18), Copywriting (8).')).not.toBeNull();
  });

  it('offers another try when the figures cannot be loaded', async () => {
    renderWithProviders(<AnalyticsPanel />, [
      { request: { query: AdminAnalyticsQuery, variables: { period: 'month' } }, error: new Error('offline') },
    ]);
    expect(await screen.findByText('Analytics could not be loaded.')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).not.toBeNull();
  });
});
