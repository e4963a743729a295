// What other features use from Exchange Requests (the rule: docs/architecture.md, "Client data flow").
export { ExchangeRequestsView } from './components/ExchangeRequestsView';
export { RequestExchangeModal, type RequestableOffer } from './components/RequestExchangeModal';
export { StatusBadge } from './components/StatusBadge';
