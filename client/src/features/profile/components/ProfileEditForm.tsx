import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../shared/viewer/session';
import type { ProfileInput } from '../../../gql/graphql';
import { evictCatalogue } from '../../../shared/lib/catalogueCache';
import { Avatar, Button, Field, useToast } from '../../../shared/ui';
import { AboutFields, parseExperience, SkillsPicker, UpdateProfileMutation, useProfileImage } from '../../onboarding';
import type { ImageCodec } from '../../onboarding';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { useGravatarSync } from '../hooks/useGravatarSync';
import { PROFILE_MESSAGES } from '../lib/profileMessages';
import { ProfileImageChoice, type ImageChoice } from './ProfileImageChoice';
import { messageOr } from '../../../shared/lib/errors';

export interface ProfileEditFormProps {
  user: SessionUser;
  onUserChange: (user: SessionUser) => void;
  onDone: () => void;
  imageCodec?: ImageCodec;
}

interface FormErrors {
  fullName?: string;
  experience?: string;
}

/**
 * Edit mode of My Profile. An uploaded photo is sent with Save (image_source upload); the
 * Gravatar choice is applied at once by "Sync with Gravatar", so Save leaves the picture alone.
 */
export function ProfileEditForm({ user, onUserChange, onDone, imageCodec }: ProfileEditFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const headingId = useId();
  const [fullName, setFullName] = useState(user.fullName);
  const [bio, setBio] = useState(user.profile.bio ?? '');
  const [location, setLocation] = useState(user.profile.location ?? '');
  const [experience, setExperience] = useState(
    user.profile.experienceYears != null ? String(user.profile.experienceYears) : '',
  );
  const [skills, setSkills] = useState<string[]>(user.profile.skills);
  const [errors, setErrors] = useState<FormErrors>({});
  const [imageChoice, setImageChoice] = useState<ImageChoice>(
    user.profile.imageSource === 'GRAVATAR' ? 'gravatar' : 'upload',
  );
  const upload = useProfileImage(null, imageCodec);
  const gravatar = useGravatarSync(onUserChange);

  const { data: categoryData } = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const skillOptions = useMemo(
    () => Array.from(new Set((categoryData?.categories ?? []).map((category) => category.label))),
    [categoryData],
  );
  // The member's name, picture and skills also show on their coach card and service cards.
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileMutation, { update: evictCatalogue });

  const preview = imageChoice === 'upload' && upload.dataUrl ? upload.dataUrl : user.profile.profileImage;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (!fullName.trim()) found.fullName = intl.formatMessage(PROFILE_MESSAGES.fullNameRequired);
    const { years, error: experienceError } = parseExperience(experience);
    if (experienceError) found.experience = experienceError;
    setErrors(found);
    if (found.fullName || found.experience || upload.processing) return;

    // Emptied fields are sent as null, which clears them.
    const input: ProfileInput = {
      fullName: fullName.trim(),
      bio: bio.trim() || null,
      location: location.trim() || null,
      experienceYears: years,
      skills,
    };
    if (imageChoice === 'upload' && upload.dataUrl) {
      input.profileImage = upload.dataUrl;
      input.imageSource = 'UPLOAD';
    }
    try {
      const { data } = await updateProfile({ variables: { input } });
      if (!data) throw new Error('No answer');
      onUserChange(data.updateProfile);
      toast.success(intl.formatMessage(PROFILE_MESSAGES.updated));
      onDone();
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(PROFILE_MESSAGES.updateFailed)));
    }
  };

  return (
    <section className="panel profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        <FormattedMessage id="profile.edit.title" defaultMessage="Edit profile" />
      </h2>
      <form className="profile-form" onSubmit={(e) => void save(e)} noValidate>
        <div className="profile-form__picture">
          <Avatar
            name={fullName || user.fullName}
            image={preview}
            premium={user.userType === 'PREMIUM'}
            badge
            size={96}
          />
          <ProfileImageChoice
            email={user.email ?? ''}
            choice={imageChoice}
            onChoice={setImageChoice}
            upload={upload}
            onSyncGravatar={() => void gravatar.sync()}
            syncing={gravatar.syncing}
          />
        </div>
        <Field
          label={intl.formatMessage({ id: 'profile.edit.fullName', defaultMessage: 'Full name' })}
          name="fullName"
          autoComplete="name"
          maxLength={100}
          value={fullName}
          onChange={(e) => {
            setFullName(e.target.value);
            setErrors((v) => ({ ...v, fullName: undefined }));
          }}
          error={errors.fullName}
        />
        <AboutFields
          bio={bio}
          location={location}
          experience={experience}
          experienceError={errors.experience}
          onBio={setBio}
          onLocation={setLocation}
          onExperience={(value) => {
            setExperience(value);
            setErrors((v) => ({ ...v, experience: undefined }));
          }}
          rowClassName="profile-form__row"
          bioRows={4}
          maxLength={{ bio: 2000, location: 120 }}
        />
        <SkillsPicker options={skillOptions} value={skills} onChange={setSkills} />
        <div className="profile-actions">
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            <FormattedMessage id="profile.edit.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" loading={saving} disabled={upload.processing}>
            <FormattedMessage id="profile.edit.save" defaultMessage="Save Changes" />
          </Button>
        </div>
      </form>
    </section>
  );
}
