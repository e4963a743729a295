// What other features use from Browse Coaches (the rule: docs/architecture.md, "Client data flow").
export { CoachesView } from './components/CoachesView';
export { CoachProfileModal } from './components/CoachProfileModal';
export type { CoachPreview } from './lib/coachDisplay';
export { CoachProfileQuery } from './operations';
/** The profile dialog as a chunk of its own, for a view that opens it on demand. */
export const loadCoachProfileModal = () => import('./components/CoachProfileModal');
