import { Router, type Request } from 'express';
import { body, member, readerLocale, requireMember } from '../../common/http/rest.js';
import { changePasswordBody, userDto, type User, type IdentityService } from '../identity/index.js';
import { profileBody } from './profile.inputs.js';
import type { Profile } from './profile.entity.js';
import type { LedgerService } from '../ledger/index.js';
import type { ProfileService } from './profile.service.js';
import type { DataSource } from 'typeorm';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';

/** `skills`: the profile's skills in the reader's language (`ProfileService.skillsIn`). */
export function profileDto(
  user: User,
  profile: Profile,
  skills: string[],
  pictureDataUrl: string | null,
): ApiSchema<'Profile'> {
  return {
    full_name: user.fullName,
    email: user.email,
    bio: profile.bio,
    location: profile.location,
    experience_years: profile.experienceYears,
    skills,
    profile_image: pictureDataUrl,
    image_source: profile.imageSource,
    profile_completed: user.profileCompleted,
  };
}

/** GET and PUT /api/user/profile, the picture and the password (profile and user). */
export function profileRoutes({
  identity,
  ledger,
  profiles,
  db,
}: {
  identity: IdentityService;
  ledger: LedgerService;
  profiles: ProfileService;
  db: DataSource;
}): Router {
  const r = Router();
  const auth = requireMember(identity);

  // The owner's own profile keeps its data-URL contract (the picture inline); lists carry thumbnail URLs.
  const ownProfile = async (req: Request, user: User) => {
    const profile = await profiles.get(user.id);
    const [skills, picture] = await Promise.all([
      profiles.skillsIn(profile.skills, readerLocale(req)),
      profiles.pictureDataUrl(profile),
    ]);
    return profileDto(user, profile, skills, picture);
  };
  const userAnswer = async (user: User) => userDto(user, await ledger.balancesOf(db.manager, user.id));

  r.get('/user/profile', auth, async (req, res) => {
    const user = member(req);
    res.json(await ownProfile(req, user));
  });

  // Its body may hold a picture as a data URL: app/http.ts gives this route a larger body limit.
  r.put('/user/profile', auth, async (req, res) => {
    const input = await profileBody.parse(body(req));
    const user = await profiles.update(member(req).id, input);
    res.json({ message: 'Profile updated', user: await userAnswer(user), profile: await ownProfile(req, user) });
  });

  r.get('/user/gravatar-info', auth, async (req, res) => {
    const info = await profiles.gravatarInfo(member(req).email);
    res.json({
      gravatar_exists: info.exists,
      gravatar_join_url: info.joinUrl,
      gravatar_url: info.exists ? info.avatarUrl : null,
    });
  });

  r.post('/user/sync-gravatar', auth, async (req, res) => {
    const user = await profiles.syncGravatar(member(req));
    res.json({ message: 'Profile picture synced from Gravatar', profile: await ownProfile(req, user) });
  });

  r.post('/user/change-password', auth, async (req, res) => {
    const { newPassword } = await changePasswordBody.parse(body(req));
    const { accessToken } = await identity.changePassword(member(req).id, newPassword, member(req).sessionId);
    // Every other session ends with the change; this one continues (its token and the fresh one both work).
    res.json({ message: 'Password updated successfully', access_token: accessToken });
  });

  return r;
}
