import { useApolloClient, useMutation } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoachTestimonials } from '../features/coaches/components/CoachTestimonials';
import { CoachTestimonialsQuery } from '../features/coaches/operations';
import { ProfileAchievementsSlot } from '../features/profile/components/ProfileAchievementsSlot';
import { MyAchievementsQuery } from '../features/profile/operations';
import { CreateServiceMutation } from '../features/settings/operations';
import { testimonialWritten } from '../features/testimonials/lib/cache';
import type {
  CoachTestimonialsQuery as CoachTestimonialsResult,
  MyAchievementsQuery as MyAchievementsResult,
} from '../gql/graphql';
import { capture, makeTestimonial } from '../test/exchangeFixtures';
import { makeService, makeUser, makeViewerChanges } from '../test/fixtures';
import { renderWithProviders } from '../test/render';

/*
 * The Apollo cache is the one store: what a mutation answers updates the views that
 * show it in place — no reload, no refetch of everything, no timer.
 */

const viewer = makeUser({ id: 'u1' });
const OPEN_FOR_BUSINESS = { key: 'first_service', title: 'Open for Business' };

function achievementsAnswer(earned: boolean): MyAchievementsResult {
  const { level, achievements } = makeViewerChanges(viewer, [{ ...OPEN_FOR_BUSINESS, earned }]);
  return { me: { __typename: 'User', id: viewer.id, level, achievements } as MyAchievementsResult['me'] };
}

describe('the cache updates in place', () => {
  it("publishing a service: the answer's viewer turns My Profile's Open for Business earned", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    function PublishButton() {
      const [create] = useMutation(CreateServiceMutation);
      const input = {
        title: 'Strategy Hour',
        description: 'Plans.',
        category: 'business',
        durationMinutes: 60,
        energyCost: 1,
        maxParticipants: 1,
      };
      return (
        <button type="button" onClick={() => void create({ variables: { input, clientKey: 'k1' } })}>
          Publish
        </button>
      );
    }
    renderWithProviders(
      <>
        <ProfileAchievementsSlot user={viewer} />
        <PublishButton />
      </>,
      [
        // Only one answer for My Profile: a second read would find no mock and show the error.
        { request: { query: MyAchievementsQuery }, result: { data: achievementsAnswer(false) } },
        {
          request: { query: CreateServiceMutation, variables: capture(sent) },
          result: {
            data: {
              createService: {
                ...makeService({ id: 'o1' }),
                viewer: makeViewerChanges(viewer, [{ ...OPEN_FOR_BUSINESS, earned: true }]),
              },
            },
          },
        },
      ],
      { viewer },
    );
    const badge = () => screen.getByText('Open for Business').closest('li')!;
    await screen.findByText('Not earned yet (1)');
    expect(within(badge()).getByText('Not earned yet')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(badge()).getByText(/^Earned/)).not.toBeNull());
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('Achievements could not be loaded.')).toBeNull();
  });

  it("writing a public testimonial: the coach's profile, loaded before, reads its testimonials again (that coach only)", async () => {
    const user = userEvent.setup();
    const written = makeTestimonial({
      id: 't9',
      content: 'Made the first step easy.',
      reviewer: 'Jane Doe',
      reviewee: 'Cora Coach',
    });
    const coachId = written.reviewee.id;
    const answer = (
      testimonials: CoachTestimonialsResult['coach']['testimonials'],
    ): { data: CoachTestimonialsResult } => ({
      data: { coach: { __typename: 'Coach', id: coachId, testimonials } as CoachTestimonialsResult['coach'] },
    });
    function WrittenButton() {
      const client = useApolloClient();
      return (
        <button type="button" onClick={() => testimonialWritten(client.cache, written)}>
          Written
        </button>
      );
    }
    renderWithProviders(
      <>
        <CoachTestimonials coachId={coachId} />
        <WrittenButton />
      </>,
      [
        { request: { query: CoachTestimonialsQuery, variables: { id: coachId } }, result: answer([]) },
        { request: { query: CoachTestimonialsQuery, variables: { id: coachId } }, result: answer([written]) },
      ],
      { viewer },
    );
    await screen.findByText('No public testimonials yet.');
    await user.click(screen.getByRole('button', { name: 'Written' }));
    expect(await screen.findByText(/Made the first step easy\./)).not.toBeNull();
    expect(screen.queryByText('No public testimonials yet.')).toBeNull();
  });
});
