// What other features use from Exchange Requests (the rule: docs/architecture.md, "Client data flow").
export { ExchangeRequestsView } from './components/ExchangeRequestsView';
export { RequestExchangeModal, type RequestableService } from './components/RequestExchangeModal';
/** The request dialog as a chunk of its own, for a view that opens it on demand. */
export const loadRequestExchangeModal = () => import('./components/RequestExchangeModal');
