import { lazy } from 'react';

// What other features use from Exchange Requests (the rule: docs/architecture.md, "Client data flow").
// Exchange Requests itself is a view of its own chunk (app/memberViews.ts), not listed here.
export type { RequestableService } from './components/RequestExchangeModal';
/** The request dialog, its own chunk fetched when it first opens (docs/architecture.md, "Dialogs on demand"). */
export const RequestExchangeModal = lazy(() =>
  import('./components/RequestExchangeModal').then((m) => ({ default: m.RequestExchangeModal })),
);
