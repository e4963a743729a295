// The calendar module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { calendarPaths } from '../../common/http/openapi/paths/calendar.js';
import { CalendarResolver } from './calendar.resolver.js';
import { calendarRoutes } from './calendar.routes.js';

export { removeFeedOf } from './calendar.queries.js';
export { CalendarService } from './calendar.service.js';
export { calendarFeedFiles } from './calendar.routes.js';

/** What the calendar module adds to the app (`common/app-module.ts`). */
export const calendarModule = defineModule({
  name: 'calendar',
  resolvers: [CalendarResolver],
  routes: [calendarRoutes],
  paths: [calendarPaths],
});
