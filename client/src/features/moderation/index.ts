import { lazy } from 'react';

// What other features use from moderation: the Report dialog and its subject.
export type { ReportSubject } from './lib';
/** The Report dialog, its own chunk fetched when it first opens (docs/architecture.md, "Dialogs on demand"). */
export const ReportModal = lazy(() => import('./components/ReportModal').then((m) => ({ default: m.ReportModal })));
