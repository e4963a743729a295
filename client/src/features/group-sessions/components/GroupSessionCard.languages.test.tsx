import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { makeGroupSession } from '../../../test/groupSessionFixtures';
import { renderWithProviders } from '../../../test/render';
import { GroupSessionCard, GroupSessionCard_groupSessionFragment } from './GroupSessionCard';

/** A member's booked seat of Tue 2 Dec 2031, 10:00 UTC: 2 of 3 seats left, 2 EP a seat. */
const booked = makeGroupSession({
  serviceTitle: 'Taller de Instagram',
  seatsTaken: 1,
  seatsLeft: 2,
  myStatus: 'BOOKED',
  viewerAction: 'LEAVE',
  canLeave: true,
});

/** Its coach's card once it started: the attendance step. */
const attendance = makeGroupSession({
  serviceTitle: 'Taller de Instagram',
  viewerAction: 'OWN',
  coachId: 'me',
  canComplete: true,
  seatsTaken: 1,
  seatsLeft: 2,
  roster: [{ memberId: 'm1', fullName: 'Ana Pérez', status: 'BOOKED', waitlistRank: null }],
});

const card = (g: ReturnType<typeof makeGroupSession>) => (
  <GroupSessionCard
    groupSession={makeFragmentData(g, GroupSessionCard_groupSessionFragment)}
    viewerTimezone="UTC"
    busy={null}
    locked={false}
    onRun={() => {}}
  />
);

/** The card's own English words (the seat's status pill is the shared StatusBadge's). */
const ENGLISH =
  /\b(Group session|with|seats? left|a seat|Messages|Leave|Tue|Dec|Who attended|Complete|Each one ticked)\b/;

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('a group session card in other languages', () => {
  it('speaks Spanish: the seats left as a plural, the day in Spanish, its buttons', async () => {
    const { container } = renderWithProviders(card(booked), [], { locale: 'es' });
    expect(await screen.findByText('Sesión grupal')).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Taller de Instagram' });
    expect(article.textContent).toContain('con Carla Coach');
    expect(article.textContent).toContain('Quedan 2 de 3 plazas');
    expect(article.textContent).toContain('2 EP por plaza');
    // The day and month in Spanish, in the reader's timezone.
    expect(article.textContent).toMatch(/2 dic/);
    expect(screen.getByRole('button', { name: 'Mensajes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(container.textContent).not.toMatch(ENGLISH);
  });

  it('speaks Arabic right to left, its coach’s attendance step too', async () => {
    const { container } = renderWithProviders(card(attendance), [], { locale: 'ar' });
    expect(await screen.findByText('جلسة جماعية')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('أنت المدرب')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'من حضر؟' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ana Pérez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إكمال' })).toBeTruthy();
    expect(container.textContent).not.toMatch(ENGLISH);
  });

  it('counts the seats left in Arabic forms', async () => {
    renderWithProviders(card(booked), [], { locale: 'ar' });
    const article = await screen.findByRole('article', { name: 'Taller de Instagram' });
    await screen.findByText('جلسة جماعية');
    // Two seats left: Arabic's dual.
    expect(article.textContent).toContain('يتبقى مقعدان من 3');
    expect(article.textContent).toContain('مع Carla Coach');
  });
});
