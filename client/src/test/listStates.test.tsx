import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MembersPanel } from '../features/admin/components/MembersPanel';
import { AdminMembersQuery } from '../features/admin/operations';
import { CoachesView } from '../features/coaches/components/CoachesView';
import { BrowseCoachesQuery } from '../features/coaches/operations';
import { DiscoverView } from '../features/discover/components/DiscoverView';
import { DiscoverServicesQuery } from '../features/discover/operations';
import { ExchangeRequestsView } from '../features/exchanges/components/ExchangeRequestsView';
import { ReceivedRequestsQuery, RequestSessionsQuery, SentRequestsQuery } from '../features/exchanges/operations';
import { MyQuestionsQuery } from '../features/conversations/operations';
import { CategoriesQuery } from '../shared/lib/categories';
import { ReferEarnModal } from '../features/referrals/components/ReferEarnModal';
import { ReferralInfoQuery } from '../features/referrals/operations';
import { SessionsView } from '../features/sessions/components/SessionsView';
import { MySessionsQuery } from '../features/sessions/operations';
import { MyGroupSessionsQuery } from '../features/group-sessions/operations';
import { MyServicesPanel } from '../features/settings/components/MyServicesPanel';
import { MyServicesQuery } from '../features/settings/operations';
import { TestimonialsView } from '../features/testimonials/components/TestimonialsView';
import {
  GivenTestimonialsQuery,
  ReceivedTestimonialsQuery,
  ReviewableExchangesQuery,
} from '../features/testimonials/operations';
import { ShellNavigationContext, type ShellNavigation } from '../shared/lib/shellNavigation';
import { makeRequest, makeSession } from './exchangeFixtures';
import { CATEGORIES, makeCoachCard, makeConnection, makeService } from './fixtures';
import { renderWithProviders } from './render';

/*
 * The three states every list has (issue: loading skeleton, empty state with a next step, load
 * error with a retry that refetches), one list component at a time, against Apollo's mock link.
 */

const any = () => true;
const categories = {
  request: { query: CategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { categories: CATEGORIES } },
};

/** Answers `data` to every request of `query`. */
function answers(query: DocumentNode, data: Record<string, unknown>) {
  return { request: { query, variables: any }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data } };
}

/** Fails the first request of `query`, then answers `data` (the retry's refetch). */
function failsOnceThen(query: DocumentNode, data: Record<string, unknown>) {
  return [{ request: { query, variables: any }, error: new Error('offline') }, answers(query, data)];
}

function renderInShell(ui: ReactElement, mocks: Parameters<typeof renderWithProviders>[1]) {
  const navigation: ShellNavigation = {
    openView: vi.fn(),
    publishService: vi.fn(),
    showCoachServices: vi.fn(),
    discoverCoach: null,
    clearDiscoverCoach: vi.fn(),
  };
  const rendered = renderWithProviders(
    <ShellNavigationContext.Provider value={navigation}>{ui}</ShellNavigationContext.Provider>,
    mocks,
  );
  return { ...rendered, navigation };
}

/** The loading skeleton is on screen: busy, with its words for screen readers only. */
/** The list skeleton that says `label` (a view may show more than one list loading). */
function expectSkeleton(label: string) {
  const skeletons = screen.getAllByTestId('list-skeleton');
  const skeleton = skeletons.find((s) => within(s).queryByRole('status')?.textContent === label) ?? skeletons[0];
  expect(skeleton.getAttribute('aria-busy')).toBe('true');
  expect(within(skeleton).getByRole('status').textContent).toBe(label);
}

const services = (nodes: ReturnType<typeof makeService>[]) => ({
  services: { __typename: 'ServiceConnection', ...makeConnection(nodes) },
});
const coaches = (nodes: ReturnType<typeof makeCoachCard>[]) => ({
  coaches: { __typename: 'CoachConnection', ...makeConnection(nodes) },
});

describe('Discover Services list states', () => {
  it('skeleton, then the empty catalogue offers to publish a service', async () => {
    const user = userEvent.setup();
    const { navigation } = renderInShell(<DiscoverView viewerId="me" />, [
      categories,
      answers(DiscoverServicesQuery, services([])),
    ]);
    expectSkeleton('Loading services…');
    expect(await screen.findByRole('heading', { name: 'No services found' })).not.toBeNull();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish your first service' }));
    expect(navigation.publishService).toHaveBeenCalledTimes(1);
  });

  it('an empty search offers to clear the filters', async () => {
    const user = userEvent.setup();
    renderInShell(<DiscoverView viewerId="me" searchDebounceMs={0} />, [
      categories,
      answers(DiscoverServicesQuery, services([])),
    ]);
    await screen.findByRole('heading', { name: 'No services found' });
    await user.click(screen.getByRole('switch', { name: 'Premium' }));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('switch', { name: 'Premium' }).getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByRole('button', { name: 'Publish your first service' })).not.toBeNull();
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<DiscoverView viewerId="me" />, [
      categories,
      ...failsOnceThen(DiscoverServicesQuery, services([makeService({ title: 'Morning Yoga' })])),
    ]);
    expect(await screen.findByText('Services could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Morning Yoga' })).not.toBeNull();
  });
});

describe('Browse Coaches list states', () => {
  it('skeleton, then an empty list under a filter offers to clear it', async () => {
    const user = userEvent.setup();
    renderInShell(<CoachesView viewerId="me" />, [categories, answers(BrowseCoachesQuery, coaches([]))]);
    expectSkeleton('Loading coaches…');
    expect(await screen.findByRole('heading', { name: 'No coaches found' })).not.toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Premium Only' }));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('switch', { name: 'Premium Only' }).getAttribute('aria-checked')).toBe('false');
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<CoachesView viewerId="me" />, [
      categories,
      ...failsOnceThen(BrowseCoachesQuery, coaches([makeCoachCard({ fullName: 'Ana Coach' })])),
    ]);
    expect(await screen.findByText('Coaches could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Coach')).not.toBeNull();
  });
});

/** Exchange Requests also lists my questions: none. */
const noQuestions = answers(MyQuestionsQuery, {
  myQuestions: {
    __typename: 'QuestionConnection',
    totalCount: 0,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    nodes: [],
  },
});

describe('Exchange Requests list states', () => {
  it('skeleton, then empty tabs: Received offers to publish a service, Sent to browse services', async () => {
    const user = userEvent.setup();
    const { navigation } = renderInShell(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} />, [
      answers(ReceivedRequestsQuery, { receivedRequests: [] }),
      answers(SentRequestsQuery, { sentRequests: [] }),
      answers(RequestSessionsQuery, { mySessions: [] }),
      noQuestions,
    ]);
    expectSkeleton('Loading requests…');
    expect(await screen.findByRole('heading', { name: 'No requests received yet' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish a service' }));
    expect(navigation.publishService).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('tab', { name: /Sent/ }));
    await user.click(screen.getByRole('button', { name: 'Browse services' }));
    expect(navigation.openView).toHaveBeenCalledWith('discover');
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} />, [
      ...failsOnceThen(ReceivedRequestsQuery, {
        receivedRequests: [makeRequest({ id: 'r1', serviceTitle: 'Logo Review' })],
      }),
      answers(SentRequestsQuery, { sentRequests: [] }),
      answers(RequestSessionsQuery, { mySessions: [] }),
      noQuestions,
    ]);
    expect(await screen.findByText('Requests could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Logo Review' })).not.toBeNull();
  });
});

/** My Sessions' group sessions, in both roles: none. */
const noGroupSessions = answers(MyGroupSessionsQuery, {
  coaching: { __typename: 'GroupSessionConnection', nodes: [], totalCount: 0 },
  attending: { __typename: 'GroupSessionConnection', nodes: [], totalCount: 0 },
});

describe('My Sessions list states', () => {
  it('skeleton, then Upcoming empty sends to Exchange Requests and Completed empty to Discover', async () => {
    const user = userEvent.setup();
    const { navigation } = renderInShell(<SessionsView />, [
      answers(MySessionsQuery, { mySessions: [] }),
      noGroupSessions,
    ]);
    expectSkeleton('Loading sessions…');
    await user.click(await screen.findByRole('button', { name: 'Go to Exchange Requests' }));
    expect(navigation.openView).toHaveBeenCalledWith('requests');
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    await user.click(screen.getByRole('button', { name: 'Browse services' }));
    expect(navigation.openView).toHaveBeenCalledWith('discover');
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<SessionsView />, [
      ...failsOnceThen(MySessionsQuery, {
        mySessions: [makeSession({ id: 's1', serviceTitle: 'Yoga Hour', status: 'ACCEPTED' })],
      }),
      noGroupSessions,
    ]);
    expect(await screen.findByText('Sessions could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Yoga Hour' })).not.toBeNull();
  });
});

describe('Testimonials list states', () => {
  it('skeleton, then Received empty sends to My Sessions and Given empty opens the exchange picker', async () => {
    const user = userEvent.setup();
    const { navigation } = renderInShell(<TestimonialsView />, [
      answers(ReceivedTestimonialsQuery, { receivedTestimonials: [] }),
      answers(GivenTestimonialsQuery, { givenTestimonials: [] }),
      answers(ReviewableExchangesQuery, { receivedRequests: [], sentRequests: [] }),
    ]);
    expectSkeleton('Loading testimonials…');
    await user.click(await screen.findByRole('button', { name: 'See my sessions' }));
    expect(navigation.openView).toHaveBeenCalledWith('sessions');
    await user.click(screen.getByRole('tab', { name: /Given/ }));
    await user.click(screen.getByRole('button', { name: 'Review an exchange' }));
    expect(screen.getByRole('dialog', { name: 'Select an Exchange to Review' })).not.toBeNull();
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<TestimonialsView />, [
      ...failsOnceThen(ReceivedTestimonialsQuery, { receivedTestimonials: [] }),
      answers(GivenTestimonialsQuery, { givenTestimonials: [] }),
    ]);
    expect(await screen.findByText('Testimonials could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No testimonials received yet' })).not.toBeNull();
  });
});

const referralInfo = (recentReferrals: object[]) => ({
  referralInfo: {
    __typename: 'ReferralInfo',
    totalReferrals: recentReferrals.length,
    successfulReferrals: 0,
    epEarned: 0,
    referralLink: 'https://energy.example/?ref=JANE42',
    referralCode: 'JANE42',
    recentReferrals,
  },
});

describe('Refer & Earn list states', () => {
  it('skeleton, then no referrals yet offers to copy the link', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInShell(<ReferEarnModal open onClose={vi.fn()} />, [answers(ReferralInfoQuery, referralInfo([]))]);
    expectSkeleton('Loading referral information…');
    await user.click(await screen.findByRole('button', { name: 'Copy my link' }));
    expect(writeText).toHaveBeenCalledWith('https://energy.example/?ref=JANE42');
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<ReferEarnModal open onClose={vi.fn()} />, failsOnceThen(ReferralInfoQuery, referralInfo([])));
    const dialog = await screen.findByRole('dialog', { name: 'Refer & Earn' });
    expect(await within(dialog).findByText('Failed to load referral information')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your referral link')).not.toBeNull();
  });
});

describe('Settings › My Services list states', () => {
  it('skeleton, then the empty list opens the new-service form', async () => {
    const user = userEvent.setup();
    renderInShell(<MyServicesPanel />, [categories, answers(MyServicesQuery, { myServices: [] })]);
    expectSkeleton('Loading your services…');
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    expect(screen.getByRole('heading', { name: 'New service' })).not.toBeNull();
  });

  it('starts on the form when opened from "Publish your first service"', () => {
    renderInShell(<MyServicesPanel startWithNewService />, [categories, answers(MyServicesQuery, { myServices: [] })]);
    expect(screen.getByRole('heading', { name: 'New service' })).not.toBeNull();
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<MyServicesPanel />, [categories, ...failsOnceThen(MyServicesQuery, { myServices: [] })]);
    expect(await screen.findByText('Your services could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No services yet' })).not.toBeNull();
  });
});

const members = (nodes: object[]) => ({
  adminMembers: { __typename: 'AdminMemberConnection', ...makeConnection(nodes as { id: string }[]) },
});

describe('Admin members list states', () => {
  it('skeleton, then an empty search offers to clear it', async () => {
    const user = userEvent.setup();
    renderInShell(<MembersPanel />, [answers(AdminMembersQuery, members([]))]);
    expectSkeleton('Loading members…');
    await screen.findByRole('heading', { name: 'No members found' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    await user.click(await screen.findByRole('button', { name: 'Clear search' }, { timeout: 2000 }));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search members' }).value).toBe('');
  });

  it('a failed load says so, and Try again refetches', async () => {
    const user = userEvent.setup();
    renderInShell(<MembersPanel />, failsOnceThen(AdminMembersQuery, members([])));
    expect(await screen.findByText('Members could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No members found' })).not.toBeNull();
  });
});
