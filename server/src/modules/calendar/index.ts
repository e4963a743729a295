// The calendar module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { removeFeedOf } from './calendar.queries.js';
export { CalendarService } from './calendar.service.js';
export { CalendarResolver } from './calendar.resolver.js';
export { calendarFeedFiles, calendarRoutes } from './calendar.routes.js';
