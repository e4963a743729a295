// The identity module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { identityPaths } from '../../common/http/openapi/paths/identity.js';
import { IdentityResolver, UserFieldsResolver } from './identity.resolver.js';
import { identityRoutes } from './identity.routes.js';

export { activeMember, activeMemberRow } from './active-member.js';
export type { SignupInput } from './identity.inputs.js';
export { ChangePasswordArgs, changePasswordBody } from './identity.inputs.js';
export { User, UserType } from './user.entity.js';
export { AuthPayload, authPayload, CodeSent, isProvedAccount } from './identity.types.js';
export {
  insertDemoMember,
  insertMember,
  liveSession,
  makePremium,
  markProfileCompleted,
  memberById,
  memberByIdForUpdate,
  memberByReferralCode,
  setMemberTimezone,
  stampProfileCompletedAt,
} from './identity.queries.js';
export { IdentityService, memberFrom, signupBonus } from './identity.service.js';
export type { CallerMeta } from './identity.service.js';
export { codeSentDto, userDto } from './identity.dto.js';
export { memberCount } from './member-count.js';
export { viewerFieldOn } from './viewer.resolver.js';

/** What the identity module adds to the app (`common/app-module.ts`). */
export const identityModule = defineModule({
  name: 'identity',
  resolvers: [IdentityResolver, UserFieldsResolver],
  routes: [identityRoutes],
  paths: [identityPaths],
});
