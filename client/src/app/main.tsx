// Base styles and tokens first, so component styles can build on them.
import './styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InstallBanner } from '../features/install/components/InstallBanner';
import { captureInstallPrompt } from '../features/install/lib/installPrompt';
import { cleanPaymentAddress } from '../features/premium/lib/address';
import { ToastProvider } from '../shared/ui';
import { createApolloClient } from './apollo';
import { App } from './App';
import { startSession } from './session';
import { readStartParams } from './startParams';

// Start checks first (spec §4): malformed tokens and unusable stored users are discarded.
startSession();
const startParams = readStartParams(window.location.search);
// Back from an abandoned checkout: nothing to check, only the address to clean (spec §2).
if (startParams.upgradeCancelled) cleanPaymentAddress();
// The install prompt may fire before the first render; keep it for the install banner.
captureInstallPrompt();
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ToastProvider>
        <App startParams={startParams} />
        <InstallBanner />
      </ToastProvider>
    </ApolloProvider>
  </StrictMode>,
);
