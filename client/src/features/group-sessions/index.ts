// What other features use from group sessions (the rule: docs/architecture.md, "Client data flow").
export { NextGroupSessions } from './components/NextGroupSessions';
export { GroupSessionCard } from './components/GroupSessionCard';
export { GroupSessionsPanel } from './components/GroupSessionsPanel';
export { useGroupSessionActions } from './hooks/useGroupSessionActions';
export { useLiveSeatCounts } from './hooks/useLiveSeatCounts';
export { CompleteGroupSessionMutation, MyGroupSessionsQuery, ServiceGroupSessionsQuery } from './operations';
