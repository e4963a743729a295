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
import { offerRoutes } from './offer.routes.js';

export { parseDateAndSlot, parseNotes, slotLabel } from './availability.js';
export { Offer } from './offer.entity.js';
export {
  archiveServicesOf,
  clearAvailability,
  insertAvailability,
  insertDemoOffer,
  lockServicesOf,
} from './catalogue.queries.js';
export { AvailabilityService } from './availability.service.js';
export { Category } from './category.entity.js';
export { CatalogueService } from './catalogue.service.js';
export { CatalogueMessages } from './catalogue.messages.js';
export { Coach, DeleteServiceResult, Service } from './catalogue.types.js';
export { listingSearch } from './listing-search.js';
export { OfferService } from './offer.service.js';
export type { OfferListing } from './offer.service.js';
export { CategoryAdminService } from './category-admin.service.js';
export { ListingFilter, ListingInput } from './listing.inputs.js';
export { serviceDto } from './offer.dto.js';

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
  routes: [catalogueRoutes, offerRoutes, availabilityRoutes, categoryAdminRoutes],
  paths: [cataloguePaths, categoryAdminPaths],
});
