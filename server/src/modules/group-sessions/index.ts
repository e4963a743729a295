// The group sessions module's front door: what the app and other modules use of it
// (docs/architecture.md, "Modules and their front doors"). Anything not listed here is the module's own.
export {
  GroupSessionService,
  groupSeatHolds,
  GroupText,
  GROUP_SESSION_GRACE_HOURS,
  PUBLIC_ADDRESS,
} from './group-session.service.js';
export type { GroupSessionView, SeatsChanged } from './group-session.service.js';
export { GroupSessionResolver } from './group-session.resolver.js';
export { GroupSessionType } from './group-session.types.js';
export { groupSessionRoutes } from './group-session.routes.js';
