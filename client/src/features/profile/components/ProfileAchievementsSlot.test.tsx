import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MyAchievementsQuery } from '../operations';
import { ProfileAchievementsSlot } from './ProfileAchievementsSlot';

function achievement(key: string, title: string, earnedAt: string | null, icon = 'trophy') {
  return {
    __typename: 'AchievementType',
    key,
    title,
    description: `${title} description`,
    icon,
    earned: earnedAt !== null,
    earnedAt,
  };
}

function mock(level: Record<string, unknown>) {
  return {
    request: { query: MyAchievementsQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u1',
          level: { __typename: 'LevelType', ...level },
          achievements: [
            achievement('profile_completed', 'All Set', '2030-01-02T10:00:00.000Z', 'user-check'),
            achievement('first_exchange', 'First Exchange', '2030-01-05T10:00:00.000Z', 'handshake'),
            achievement('five_exchanges', 'Regular', null, 'repeat'),
            achievement('premium', 'Premium Member', null, 'crown'),
          ],
        },
      },
    },
  };
}

describe('ProfileAchievementsSlot', () => {
  it('shows the level, XP, progress to the next level, earned badges with dates and muted unearned ones', async () => {
    renderWithProviders(<ProfileAchievementsSlot user={makeUser()} />, [
      mock({
        level: 2,
        name: 'Explorer',
        xp: 45,
        currentLevelXp: 25,
        nextLevelXp: 75,
        nextLevelName: 'Contributor',
        progressPercent: 40,
      }),
    ]);
    const section = screen.getByRole('region', { name: 'Level & Achievements' });
    expect(await within(section).findByText('Level 2 · Explorer')).not.toBeNull();
    expect(within(section).getByText('45 XP')).not.toBeNull();
    const bar = within(section).getByRole('progressbar', { name: 'Level 2 · Explorer' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('45 of 75 XP towards Contributor');
    expect(within(section).getByText('30 XP to Level 3 · Contributor')).not.toBeNull();

    expect(within(section).getByRole('heading', { name: 'Earned (2)' })).not.toBeNull();
    expect(within(section).getByRole('heading', { name: 'Not earned yet (2)' })).not.toBeNull();
    const badges = within(section).getAllByRole('listitem');
    const earned = badges.filter((li) => li.classList.contains('is-earned'));
    const locked = badges.filter((li) => !li.classList.contains('is-earned'));
    expect(earned.map((li) => li.querySelector('.achievement__title')?.textContent)).toEqual([
      'All Set',
      'First Exchange',
    ]);
    expect(locked.map((li) => li.querySelector('.achievement__title')?.textContent)).toEqual([
      'Regular',
      'Premium Member',
    ]);
    expect(within(earned[1]).getByText(/^Earned /).textContent).toBe(
      `Earned ${new Date('2030-01-05T10:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'medium' })}`,
    );
    expect(within(locked[0]).getByText('Not earned yet')).not.toBeNull();
  });

  it('says when the highest level is reached', async () => {
    renderWithProviders(<ProfileAchievementsSlot user={makeUser()} />, [
      mock({
        level: 6,
        name: 'Luminary',
        xp: 640,
        currentLevelXp: 600,
        nextLevelXp: null,
        nextLevelName: null,
        progressPercent: 100,
      }),
    ]);
    expect(await screen.findByText('You reached the highest level.')).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Highest level reached');
  });
});
