// What other features use from Conversations (the rule: docs/architecture.md, "Client data flow").
export { GroupThreadButton, ThreadButton } from './components/ThreadButton';
export { useLiveThreads } from './hooks/useLiveThreads';
