// Base styles and tokens first, so component styles can build on them.
import './styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastProvider } from '../shared/ui';
import { createApolloClient } from './apollo';
import { App } from './App';
import { startSession } from './session';
import { readStartParams } from './startParams';

// Start checks first (spec §4): malformed tokens and unusable stored users are discarded.
startSession();
const startParams = readStartParams(window.location.search);
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ToastProvider>
        <App startParams={startParams} />
      </ToastProvider>
    </ApolloProvider>
  </StrictMode>,
);
