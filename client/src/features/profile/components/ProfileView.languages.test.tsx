import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES, makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { CalendarFeedQuery, MyAchievementsQuery } from '../operations';
import { ProfileView } from './ProfileView';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const member = makeUser({
  profileCompleted: true,
  profile: {
    bio: null,
    location: null,
    experienceYears: 3,
    skills: [],
    profileImage: null,
    avatarUrl: null,
    imageSource: null,
  },
});

const mocks = [
  {
    request: { query: CategoriesQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { categories: CATEGORIES } },
  },
  {
    request: { query: CalendarFeedQuery },
    result: {
      data: { calendarFeed: { __typename: 'CalendarFeedType', url: 'webcal://exchange.example/calendar/T.ics' } },
    },
  },
  {
    request: { query: MyAchievementsQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: member.id,
          level: {
            __typename: 'LevelType',
            level: 2,
            name: 'Explorer',
            xp: 45,
            currentLevelXp: 25,
            nextLevelXp: 75,
            nextLevelName: 'Contributor',
            progressPercent: 40,
          },
          achievements: [],
        },
      },
    },
  },
];

/** My Profile's own English (names from the server, such as a level's, are the server's to translate). */
const ENGLISH = [
  'Edit Profile',
  'Not specified',
  'Location not specified',
  'years experience',
  'Profile picture',
  'None yet',
  'Level & Achievements',
  'No badges yet',
  'Calendar feed',
  'Copy address',
  'Set password',
  'New password',
  'Update Password',
  'My Profile sections',
];

const englishLeft = () => {
  const text = document.body.textContent ?? '';
  const labels = Array.from(document.querySelectorAll('[aria-label]'), (el) => el.getAttribute('aria-label') ?? '');
  return ENGLISH.filter((english) => text.includes(english) || labels.some((label) => label.includes(english)));
};

describe("My Profile in the member's language", () => {
  it('speaks Spanish: details, achievements, calendar feed and password, with no English of its own left', async () => {
    renderWithProviders(<ProfileView user={member} />, mocks, { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Editar perfil' })).not.toBeNull();
    expect(screen.getByText('3 años de experiencia')).not.toBeNull();
    expect(screen.getByText('Ubicación no indicada')).not.toBeNull();
    expect(await screen.findByText('Nivel 2 · Explorer')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Copiar dirección' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Establecer contraseña' })).not.toBeNull();
    expect(screen.getByRole('tablist', { name: 'Secciones de Mi perfil' })).not.toBeNull();
    expect(englishLeft()).toEqual([]);
  });

  it('speaks Arabic, right to left, counting years in its own plural forms', async () => {
    renderWithProviders(<ProfileView user={member} />, mocks, { locale: 'ar' });
    expect(await screen.findByRole('button', { name: 'تعديل الملف' })).not.toBeNull();
    expect(screen.getByText('خبرة 3 سنوات')).not.toBeNull();
    expect(await screen.findByText('المستوى 2 · Explorer')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'نسخ العنوان' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'تعيين كلمة المرور' })).not.toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(englishLeft()).toEqual([]);
  });
});
