// What other features use from moderation: the Report dialog and its subject.
export { ReportModal, type ReportModalProps } from './components/ReportModal';
export type { ReportSubject } from './lib';
