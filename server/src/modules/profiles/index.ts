// The profiles module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { profilePaths } from '../../common/http/openapi/paths/profiles.js';
import { UserContactResolver } from './contact.resolver.js';
import { UserProfileResolver } from './user-profile.resolver.js';
import { ProfileResolver } from './profile.resolver.js';
import { ProfilePictureResolver } from './profile-picture.resolver.js';
import { ProfileSkillsResolver } from './profile-skills.resolver.js';
import { profileRoutes } from './profile.routes.js';

export { ContactVisibility } from './contact-visibility.js';
export type { Counterparts } from './contact-visibility.js';
export { Profile } from './profile.entity.js';
export { clearProfile, createDemoProfile, createImportedProfile } from './profiles.queries.js';
export { openProfile, ProfileService } from './profile.service.js';
export { skillsByAnyLabel } from './skills.js';

/** What the profiles module adds to the app (`common/app-module.ts`). */
export const profilesModule = defineModule({
  name: 'profiles',
  resolvers: [UserContactResolver, UserProfileResolver, ProfileResolver, ProfilePictureResolver, ProfileSkillsResolver],
  routes: [profileRoutes],
  paths: [profilePaths],
});
