import { useId, useState } from 'react';
import type { SessionUser } from '../../../shared/viewer/session';
import { Avatar, Button, Icon, Tabs, VerifiedBadge } from '../../../shared/ui';
import { EnergyStatement } from '../../ledger';
import type { ImageCodec } from '../../onboarding';
import { ProfileAchievementsSlot } from './ProfileAchievementsSlot';
import { ProfileEditForm } from './ProfileEditForm';
import { SetPasswordForm } from './SetPasswordForm';
import { CalendarFeedSection } from './CalendarFeedSection';
import { LanguageSection } from './LanguageSection';
import './profile.css';

export interface ProfileViewProps {
  user: SessionUser;
  /** Told of the member after a save or a Gravatar sync (the cache already has it: nothing to store). */
  onUserChange?: (user: SessionUser) => void;
  /** Injectable for tests; defaults to the canvas pipeline. */
  imageCodec?: ImageCodec;
}

/**
 * My Profile: view and edit, the picture, achievements and the password; and the Energy
 * Points statement in its own tab.
 */
export function ProfileView({ user, onUserChange = () => {}, imageCodec }: ProfileViewProps) {
  const [editing, setEditing] = useState(false);
  const profile = (
    <div className="profile-view ui-stack ui-stack--loose">
      {editing ? (
        <ProfileEditForm
          user={user}
          onUserChange={onUserChange}
          onDone={() => setEditing(false)}
          imageCodec={imageCodec}
        />
      ) : (
        <ProfileDetails user={user} onEdit={() => setEditing(true)} />
      )}
      <ProfileAchievementsSlot user={user} />
      <LanguageSection />
      <CalendarFeedSection />
      <SetPasswordForm />
    </div>
  );
  return (
    <Tabs
      label="My Profile sections"
      items={[
        { id: 'profile', label: 'Profile', content: profile },
        { id: 'energy', label: 'Energy Points', content: <EnergyStatement timezone={user.timezone} /> },
      ]}
    />
  );
}

const NOT_SPECIFIED = 'Not specified';

function ProfileDetails({ user, onEdit }: { user: SessionUser; onEdit: () => void }) {
  const nameId = useId();
  const premium = user.userType === 'PREMIUM';
  const { profile } = user;
  const years = profile.experienceYears;
  return (
    <section className="panel profile-card" aria-labelledby={nameId}>
      <div className="profile-card__header">
        <Avatar name={user.fullName} image={profile.avatarUrl} premium={premium} badge size={96} />
        <div className="profile-card__identity">
          <h2 id={nameId} className="profile-card__name">
            {user.fullName} {premium && <VerifiedBadge />}
          </h2>
          {user.email && <p className="profile-card__email">{user.email}</p>}
          <ul className="profile-card__facts ui-facts ui-bare-list">
            <li>
              <Icon name="mapPin" size={15} />
              {profile.location?.trim() || 'Location not specified'}
            </li>
            <li>
              <Icon name="briefcase" size={15} />
              {years == null ? 'Experience not specified' : `${years} ${years === 1 ? 'year' : 'years'} experience`}
            </li>
          </ul>
        </div>
        <Button
          variant="secondary"
          className="profile-card__edit"
          icon={<Icon name="pencil" size={16} />}
          onClick={onEdit}
        >
          Edit Profile
        </Button>
      </div>
      <dl className="profile-card__details">
        <div>
          <dt>About</dt>
          <dd className="profile-card__bio">{profile.bio?.trim() || NOT_SPECIFIED}</dd>
        </div>
        <div>
          <dt>Skills</dt>
          <dd>
            {profile.skills.length > 0 ? (
              <ul className="tag-list">
                {profile.skills.map((skill) => (
                  <li key={skill} className="tag ui-inline-center ui-pill">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              NOT_SPECIFIED
            )}
          </dd>
        </div>
        <div>
          <dt>Profile picture</dt>
          <dd>
            {!profile.profileImage
              ? 'None yet'
              : profile.imageSource === 'GRAVATAR'
                ? 'From Gravatar'
                : 'Uploaded photo'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
