// The catalogue module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { cataloguePaths } from '../../common/http/openapi/paths/catalogue.js';
import { categoryAdminPaths } from '../../common/http/openapi/paths/categories.js';
import { availabilityRoutes } from './availability.routes.js';
import { CatalogueResolver, CoachFieldsResolver, ServiceFieldsResolver } from './catalogue.resolver.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { CategoryAdminResolver } from './category-admin.resolver.js';
import { categoryAdminRoutes } from './category-admin.routes.js';
import { CoachReliabilityResolver } from './coach-reliability.resolver.js';
import { serviceRoutes } from './service.routes.js';

export { parseDateAndSlot, parseNotes, slotLabel } from './availability.js';
export { ServiceRecord } from './service.entity.js';
export {
  archiveServicesOf,
  clearAvailability,
  insertAvailability,
  insertDemoService,
  lockServicesOf,
} from './catalogue.queries.js';
export { AvailabilityService } from './availability.service.js';
export { Category } from './category.entity.js';
export { CatalogueService } from './catalogue.service.js';
export { CatalogueMessages } from './catalogue.messages.js';
export { Coach, DeleteServiceResult, Service } from './catalogue.types.js';
export { listingSearch } from './listing-search.js';
export { ServiceService } from './service.service.js';
export type { ServiceListing } from './service.service.js';
export { CategoryAdminService } from './category-admin.service.js';
export { ListingFilter, ListingInput } from './listing.inputs.js';
export { serviceDto } from './service.dto.js';

/** What the catalogue module adds to the app (`common/app-module.ts`). */
export const catalogueModule = defineModule({
  name: 'catalogue',
  resolvers: [
    CatalogueResolver,
    ServiceFieldsResolver,
    CoachFieldsResolver,
    CoachReliabilityResolver,
    CategoryAdminResolver,
  ],
  routes: [catalogueRoutes, serviceRoutes, availabilityRoutes, categoryAdminRoutes],
  paths: [cataloguePaths, categoryAdminPaths],
});
