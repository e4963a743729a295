import type { DocumentNode } from 'graphql';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { typePolicies } from '../app/cachePolicies';
import { getSession, type SessionUser } from '../shared/viewer/session';
import { MeQuery } from '../shared/viewer/operations';
import { ToastProvider } from '../shared/ui';
import { LanguageProvider } from '../shared/i18n';

/** The app's cache, holding `viewer` as the signed-in member (what `me` answered) when given. */
export function makeCache(viewer?: SessionUser): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  if (viewer) cache.writeQuery({ query: MeQuery, data: { me: { __typename: 'User', ...viewer } as SessionUser } });
  return cache;
}

/**
 * Renders inside the language provider (English unless `locale` says otherwise: that language
 * follows once its catalog has loaded, so look for its words with `findBy…`), Apollo's
 * MockedProvider (no artificial delay, the app's cache policies) and the toast provider. `viewer` is the signed-in member, in the cache as the app's MemberRoot puts it
 * (by default the one a test signed in with saveSession).
 */
export function renderWithProviders(
  ui: ReactElement,
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  options: { viewer?: SessionUser; cache?: InMemoryCache; locale?: string } = {},
) {
  const cache = options.cache ?? makeCache(options.viewer ?? getSession().user ?? undefined);
  return render(
    <LanguageProvider initial={options.locale}>
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }} cache={cache}>
        <ToastProvider>{ui}</ToastProvider>
      </MockedProvider>
    </LanguageProvider>,
  );
}

/** A variables matcher that matches any request and records its variables in `sent`. */
export function capture<V>(sent: V[]) {
  return (vars: V) => {
    sent.push(vars);
    return true;
  };
}

/**
 * A mock that answers `query` as often as it is asked, whatever the variables (recorded in `sent`
 * when given): for lists that refetch, page and filter while a test runs.
 */
export function answerAlways<V extends Record<string, unknown>>(
  query: DocumentNode,
  result: NonNullable<MockLink.MockedResponse<Record<string, unknown>, V>['result']>,
  sent: V[] = [],
): MockLink.MockedResponse<Record<string, unknown>, V> {
  return { request: { query, variables: capture(sent) }, maxUsageCount: Number.POSITIVE_INFINITY, result };
}
