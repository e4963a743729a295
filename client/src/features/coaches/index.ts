import { lazy } from 'react';

// What other features use from Browse Coaches (the rule: docs/architecture.md, "Client data flow").
// Browse Coaches itself is a view of its own chunk (app/memberViews.ts), not listed here.
export type { CoachPreview } from './lib/coachDisplay';
export { CoachProfileQuery } from './operations';
/**
 * The coach's profile dialog, its own chunk fetched when it first opens: render it inside a
 * Suspense boundary. Listing the component itself here would put it, and all it imports, into the
 * first download of every view that might open it (docs/architecture.md, "Dialogs on demand").
 */
export const CoachProfileModal = lazy(() =>
  import('./components/CoachProfileModal').then((m) => ({ default: m.CoachProfileModal })),
);
