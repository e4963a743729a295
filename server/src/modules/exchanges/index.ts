// The exchanges module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import type { DataSource } from 'typeorm';
import { exchangePaths } from '../../common/http/openapi/paths/exchanges.js';
import { contactCounterparts } from './contact-counterparts.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { ExchangeContactResolver } from './exchange-contact.resolver.js';
import {
  CoachTestimonialsResolver,
  ExchangeResolver,
  SessionRoleResolver,
  TestimonialFieldsResolver,
  UserProgressResolver,
} from './exchange.resolver.js';
import { exchangeRoutes } from './exchange.routes.js';

export { ExchangeRequestType, RequestStatus, SessionType, TestimonialType } from './exchange.types.js';
export { DEFAULT_SESSION_DAYS, ExchangeService, REQUEST_TTL_DAYS } from './exchange.service.js';
export type { AfterCommit, RequestForViewer, SwapSettlement } from './exchange.service.js';
export { SessionService } from './session.service.js';
export { ExchangeMessages, ExchangeText } from './exchange.errors.js';
export { TestimonialService, SeatReviewText } from './testimonial.service.js';
export { SeatTestimonialInput, seatTestimonialBody } from './exchange.inputs.js';
export { testimonialDto } from './exchange.dto.js';
export type { TestimonialView } from './exchange.views.js';
export { SESSIONS_WITH_PARTIES } from './exchanges.queries.js';
export { AchievementService } from './achievement.service.js';
export { exchangeHolds } from './exchange-holds.js';
export { ExchangeResolver } from './exchange.resolver.js';
export type { RequestCardDisputes } from './exchange.routes.js';

/** What the exchanges module adds to the app (`common/app-module.ts`). */
export const exchangesModule = defineModule({
  name: 'exchanges',
  // Contact privacy's "has an exchange with the viewer", which the catalogue's routes ask.
  services: ({ db }: { db: DataSource }) => ({ counterparts: contactCounterparts(db) }),
  resolvers: [
    ExchangeResolver,
    UserProgressResolver,
    CoachTestimonialsResolver,
    TestimonialFieldsResolver,
    SessionRoleResolver,
    ExchangeContactResolver,
  ],
  routes: [dashboardRoutes, exchangeRoutes],
  paths: [exchangePaths],
});
