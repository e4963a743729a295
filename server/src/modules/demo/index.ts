// The demo module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { demoRoutes } from './demo.routes.js';

export { DemoDataService } from './demo-data.service.js';

/** What the demo module adds to the app (`common/app-module.ts`). */
export const demoModule = defineModule({
  name: 'demo',
  routes: [demoRoutes],
});
