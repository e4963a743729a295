import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ShellNavigationContext, type ShellNavigation } from '../../../shared/lib/shellNavigation';
import { makeCoachProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { CoachPreview } from '../lib/coachDisplay';
import { CoachProfileQuery, CoachTestimonialsQuery } from '../operations';
import { CoachProfileModal } from './CoachProfileModal';

const preview: CoachPreview = { id: 'c1', fullName: 'Ana Premium', userType: 'PREMIUM' };

function open(mock: object, viewerId = 'me', navigation: ShellNavigation | null = null, onClose = () => {}) {
  return renderWithProviders(
    <ShellNavigationContext.Provider value={navigation}>
      <CoachProfileModal coach={preview} viewerId={viewerId} onClose={onClose} />
    </ShellNavigationContext.Provider>,
    [mock as never],
  );
}

function fakeNavigation(): ShellNavigation {
  return {
    openView: vi.fn(),
    publishService: vi.fn(),
    showCoachServices: vi.fn(),
    discoverCoach: null,
    clearDiscoverCoach: vi.fn(),
  };
}

describe('CoachProfileModal', () => {
  it('loads, then shows the coach with up to 3 services and +N more', async () => {
    const user = userEvent.setup();
    const coach = makeCoachProfile({
      id: 'c1',
      fullName: 'Ana Premium',
      userType: 'PREMIUM',
      serviceCount: 5,
      profile: {
        location: null,
        experienceYears: null,
        bio: 'Founder coach.',
        skills: ['Business Coaching', 'Copywriting'],
      },
    });
    open({ request: { query: CoachProfileQuery, variables: { id: 'c1' } }, result: { data: { coach } } });

    const dialog = screen.getByRole('dialog', { name: 'Coach Profile' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading coach profile…');

    expect(await within(dialog).findByRole('heading', { name: 'About' })).not.toBeNull();
    expect(within(dialog).getByText('Founder coach.')).not.toBeNull();
    expect(within(dialog).getByText('Verified')).not.toBeNull();
    expect(dialog.querySelector('.avatar--premium')).not.toBeNull();
    expect(dialog.querySelector('.avatar__badge')).not.toBeNull();
    expect(within(dialog).getByText('Location not specified')).not.toBeNull();
    expect(within(dialog).getByText('5 years experience')).not.toBeNull();
    expect(within(dialog).getByText('5 services')).not.toBeNull();
    expect(within(dialog).getByText('Copywriting')).not.toBeNull();

    const services = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('coach-service'));
    expect(services.map((li) => li.querySelector('.coach-service__title')?.textContent)).toEqual([
      'Service 1',
      'Service 2',
      'Service 3',
    ]);
    expect(within(services[0]).getByText('30 min')).not.toBeNull();
    expect(within(services[0]).getByText('2 EP')).not.toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Request' })).toHaveLength(3);
    expect(within(dialog).getByText('+2 more services')).not.toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: 'Request' })[2]);
    expect((await screen.findByRole('dialog', { name: 'Request Exchange' })).textContent).toContain('Service 3');
  });

  it('has no Request buttons on the member’s own profile and no +N line for 3 services or fewer', async () => {
    const coach = makeCoachProfile({ id: 'c1', fullName: 'Ana Premium', serviceCount: 3 });
    open({ request: { query: CoachProfileQuery, variables: { id: 'c1' } }, result: { data: { coach } } }, 'c1');
    const dialog = screen.getByRole('dialog', { name: 'Coach Profile' });
    await within(dialog).findByRole('heading', { name: 'Services' });
    expect(within(dialog).getByText('Service 3')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Request' })).toBeNull();
    expect(within(dialog).queryByText(/more service/)).toBeNull();
  });

  it.each([1, 3, 5])(
    'always offers View All Services (%i services): it closes the dialog and opens Discover for that coach',
    async (serviceCount) => {
      const user = userEvent.setup();
      const navigation = fakeNavigation();
      const onClose = vi.fn();
      const coach = makeCoachProfile({ id: 'c1', fullName: 'Ana Premium', serviceCount });
      open(
        { request: { query: CoachProfileQuery, variables: { id: 'c1' } }, result: { data: { coach } } },
        'me',
        navigation,
        onClose,
      );
      const dialog = screen.getByRole('dialog', { name: 'Coach Profile' });
      await user.click(await within(dialog).findByRole('button', { name: 'View All Services' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(navigation.showCoachServices).toHaveBeenCalledWith({ id: 'c1', fullName: 'Ana Premium' });
    },
  );

  it("falls back to a placeholder coach and toasts 'Coach not found'", async () => {
    open({
      request: { query: CoachProfileQuery, variables: { id: 'c1' } },
      result: { errors: [new GraphQLError('Coach not found', { extensions: { code: 'NOT_FOUND' } })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Coach not found');
    const dialog = screen.getByRole('dialog', { name: 'Coach Profile' });
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toContain('Ana Premium');
    expect(within(dialog).getByText('Location not specified')).not.toBeNull();
    expect(within(dialog).getByText(/Showing a placeholder profile/)).not.toBeNull();
    // Nothing invented: no figures, bio or services.
    expect(within(dialog).queryByText(/years experience/)).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'About' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).not.toBeNull();
  });

  it("toasts 'Failed to fetch coaches data' when the load fails otherwise", async () => {
    open({ request: { query: CoachProfileQuery, variables: { id: 'c1' } }, error: new Error('Network down') });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch coaches data');
    expect(screen.getByText(/Showing a placeholder profile/)).not.toBeNull();
  });

  it('shows up to 3 public testimonials with stars, content, reviewer and service', async () => {
    const coach = makeCoachProfile({ id: 'c1', fullName: 'Ana Premium', serviceCount: 1 });
    const testimonial = (id: string, rating: number, content: string, reviewer: string, serviceTitle: string) => ({
      __typename: 'TestimonialType',
      id,
      rating,
      content,
      createdAt: '2030-01-05T10:00:00.000Z',
      serviceTitle,
      reviewer: { __typename: 'TestimonialPerson', id: `id-${reviewer}`, fullName: reviewer },
    });
    renderWithProviders(<CoachProfileModal coach={preview} viewerId="me" onClose={() => {}} />, [
      { request: { query: CoachProfileQuery, variables: { id: 'c1' } }, result: { data: { coach } } } as never,
      {
        request: { query: CoachTestimonialsQuery, variables: { id: 'c1' } },
        result: {
          data: {
            coach: {
              __typename: 'Coach',
              id: 'c1',
              testimonials: [
                testimonial('t1', 5, 'Changed how I plan.', 'Sam Student', 'Service 1'),
                testimonial('t2', 4, 'Practical and kind.', 'Ola Free', 'Strategy Hour'),
              ],
            },
          },
        },
      } as never,
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Coach Profile' });
    const section = await within(dialog).findByRole('region', { name: 'Testimonials' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: '5 out of 5 stars' })).not.toBeNull();
    expect(within(items[0]).getByText('Changed how I plan.')).not.toBeNull();
    expect(within(items[0]).getByText('Sam Student')).not.toBeNull();
    expect(within(items[1]).getByRole('img', { name: '4 out of 5 stars' })).not.toBeNull();
    expect(within(items[1]).getByText('Strategy Hour')).not.toBeNull();
  });
});
