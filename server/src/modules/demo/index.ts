// The demo module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { DemoDataService } from './demo-data.service.js';
export { demoRoutes } from './demo.routes.js';
