import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { typePolicies } from '../app/cachePolicies';
import { ToastProvider } from '../shared/ui';

/**
 * Renders inside Apollo's MockedProvider (no artificial delay, the app's cache policies) and the
 * toast provider.
 */
export function renderWithProviders(ui: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }} cache={new InMemoryCache({ typePolicies })}>
      <ToastProvider>{ui}</ToastProvider>
    </MockedProvider>,
  );
}
