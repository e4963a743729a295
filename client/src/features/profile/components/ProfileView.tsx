import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
      label={intl.formatMessage({ id: 'profile.tabs.label', defaultMessage: 'My Profile sections' })}
      items={[
        {
          id: 'profile',
          label: intl.formatMessage({ id: 'profile.tabs.profile', defaultMessage: 'Profile' }),
          content: profile,
        },
        {
          id: 'energy',
          label: intl.formatMessage({ id: 'profile.tabs.energy', defaultMessage: 'Energy Points' }),
          content: <EnergyStatement timezone={user.timezone} />,
        },
      ]}
    />
  );
}

const DETAILS = defineMessages({
  notSpecified: { id: 'profile.details.notSpecified', defaultMessage: 'Not specified' },
});

function ProfileDetails({ user, onEdit }: { user: SessionUser; onEdit: () => void }) {
  const intl = useIntl();
  const notSpecified = intl.formatMessage(DETAILS.notSpecified);
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
              {profile.location?.trim() ||
                intl.formatMessage({ id: 'profile.details.noLocation', defaultMessage: 'Location not specified' })}
            </li>
            <li>
              <Icon name="briefcase" size={15} />
              {years == null ? (
                <FormattedMessage id="profile.details.noExperience" defaultMessage="Experience not specified" />
              ) : (
                <FormattedMessage
                  id="profile.details.experience"
                  defaultMessage="{years, plural, one {{years} year experience} other {{years} years experience}}"
                  values={{ years }}
                />
              )}
            </li>
          </ul>
        </div>
        <Button
          variant="secondary"
          className="profile-card__edit"
          icon={<Icon name="pencil" size={16} />}
          onClick={onEdit}
        >
          <FormattedMessage id="profile.details.edit" defaultMessage="Edit Profile" />
        </Button>
      </div>
      <dl className="profile-card__details">
        <div>
          <dt>
            <FormattedMessage id="profile.details.about" defaultMessage="About" />
          </dt>
          <dd className="profile-card__bio">{profile.bio?.trim() || notSpecified}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profile.details.skills" defaultMessage="Skills" />
          </dt>
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
              notSpecified
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profile.details.picture" defaultMessage="Profile picture" />
          </dt>
          <dd>
            {!profile.profileImage ? (
              <FormattedMessage id="profile.details.pictureNone" defaultMessage="None yet" />
            ) : profile.imageSource === 'GRAVATAR' ? (
              <FormattedMessage id="profile.details.pictureGravatar" defaultMessage="From Gravatar" />
            ) : (
              <FormattedMessage id="profile.details.pictureUploaded" defaultMessage="Uploaded photo" />
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
