// What other features use from disputes: the request card's part, and the admin dashboard's panel.
export { GroupSessionDispute, RequestDispute, RequestDispute_requestFragment } from './components/RequestDispute';
export { DisputesPanel } from './components/DisputesPanel';
