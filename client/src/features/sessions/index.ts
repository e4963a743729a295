// What other features use from My Sessions (the rule: docs/architecture.md, "Client data flow").
export { SessionsView } from './components/SessionsView';
export { MySessionsQuery, ProposeSessionMutation } from './operations';
