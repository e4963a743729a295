// What other features use from Conversations (the rule: docs/architecture.md, "Client data flow").
export { GroupThreadButton, ThreadButton } from './components/ThreadButton';
export { AskQuestionButton, QuestionThread } from './components/AskQuestionButton';
export { QuestionList } from './components/QuestionList';
export type { ConfirmableQuestion } from './components/QuestionBar';
export { useLiveThreads } from './hooks/useLiveThreads';
export { MyQuestionsQuery } from './operations';
