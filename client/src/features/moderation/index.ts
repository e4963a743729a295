// What other features use from moderation: the Report dialog and its subject.
export { ReportModal, type ReportModalProps } from './components/ReportModal';
export type { ReportSubject } from './lib';
/** The report dialog as a chunk of its own, for a view that opens it on demand. */
export const loadReportModal = () => import('./components/ReportModal');
