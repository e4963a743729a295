import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { makeService } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ServiceCard, ServiceCard_serviceFragment } from './ServiceCard';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const yoga = makeService({
  id: 's1',
  title: 'Morning Yoga',
  categoryLabel: 'Wellness',
  energyCost: 3,
  durationMinutes: 45,
  maxParticipants: 4,
  coach: { id: 'c1', fullName: 'Ana Premium', userType: 'FREE' },
});

function renderCard(locale: string, own = false) {
  renderWithProviders(
    <ServiceCard
      service={makeFragmentData(yoga, ServiceCard_serviceFragment)}
      own={own}
      onViewCoach={vi.fn()}
      onRequest={vi.fn()}
      onReport={vi.fn()}
      onAsk={vi.fn()}
    />,
    [],
    { locale },
  );
}

/** What the card says in English, none of which may be left in another language (Energy Points is the product's name in every language). */
const ENGLISH = ['Request', 'View Coach', 'Max participants', 'by Ana', 'More actions', 'Your service'];

const englishLeft = (card: HTMLElement) => {
  const texts = [
    card.textContent ?? '',
    ...Array.from(
      card.querySelectorAll('[aria-label],[title]'),
      (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
    ),
  ];
  return ENGLISH.filter((english) => texts.some((text) => text.includes(english)));
};

describe("a Discover service card in the member's language", () => {
  it('speaks Spanish, with no English of its own left', async () => {
    renderCard('es');
    const card = screen.getByRole('article', { name: 'Morning Yoga' });
    expect(await within(card).findByRole('button', { name: 'Solicitar' })).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Ver coach' })).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Más acciones' })).not.toBeNull();
    expect(within(card).getByText('Máx. participantes: 4')).not.toBeNull();
    expect(within(card).getByText('por Ana Premium')).not.toBeNull();
    expect(englishLeft(card)).toEqual([]);
  });

  it('speaks Arabic, right to left, with no English of its own left', async () => {
    renderCard('ar');
    const card = screen.getByRole('article', { name: 'Morning Yoga' });
    expect(await within(card).findByRole('button', { name: 'اطلب' })).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'عرض المدرّب' })).not.toBeNull();
    expect(within(card).getByText('الحد الأقصى للمشاركين: 4')).not.toBeNull();
    expect(within(card).getByText('بواسطة Ana Premium')).not.toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(englishLeft(card)).toEqual([]);
  });

  it("marks the member's own service in German", async () => {
    renderCard('de', true);
    const card = screen.getByRole('article', { name: 'Morning Yoga' });
    expect(await within(card).findByText('Dein Angebot')).not.toBeNull();
    expect(within(card).queryByRole('button', { name: 'Anfragen' })).toBeNull();
  });
});
