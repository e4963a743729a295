import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionUser } from '../../../shared/viewer/session';
import type { ProfileInput } from '../../../gql/graphql';
import { Button, Field, Modal } from '../../../shared/ui';
import { useProfileImage } from '../hooks/useProfileImage';
import { parseExperience } from '../lib/experience';
import type { ImageCodec } from '../lib/profileImage';
import { UpdateProfileMutation } from '../operations';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { AboutFields } from './AboutFields';
import { SkillsPicker } from './SkillsPicker';
import './onboarding.css';

export interface OnboardingModalProps {
  user: SessionUser;
  /** Told of the saved member (the cache already has it: the shell closes this modal by itself). */
  onCompleted?: (user: SessionUser) => void;
  /** Injectable for tests; defaults to the canvas pipeline. */
  imageCodec?: ImageCodec;
}

/** Two-step profile setup shown while profileCompleted is false. */
export function OnboardingModal({ user, onCompleted, imageCodec }: OnboardingModalProps) {
  const intl = useIntl();
  const [step, setStep] = useState<1 | 2>(1);
  const image = useProfileImage(user.profile.profileImage ?? null, imageCodec);
  const [bio, setBio] = useState(user.profile.bio ?? '');
  const [location, setLocation] = useState(user.profile.location ?? '');
  const [experience, setExperience] = useState(
    user.profile.experienceYears != null ? String(user.profile.experienceYears) : '',
  );
  const [experienceError, setExperienceError] = useState<string | null>(null);
  const [skills, setSkills] = useState<string[]>(user.profile.skills ?? []);

  const { data: categoryData } = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const skillOptions = useMemo(
    () => Array.from(new Set((categoryData?.categories ?? []).map((category) => category.label))),
    [categoryData],
  );
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileMutation);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const { error } = parseExperience(experience, intl);
    setExperienceError(error);
    if (!error && !image.processing) setStep(2);
  };

  const complete = async () => {
    const input: ProfileInput = { skills };
    const { years } = parseExperience(experience);
    if (bio.trim()) input.bio = bio.trim();
    if (location.trim()) input.location = location.trim();
    if (years !== null) input.experienceYears = years;
    if (image.dataUrl && image.dataUrl !== user.profile.profileImage) {
      input.profileImage = image.dataUrl;
      input.imageSource = 'UPLOAD';
    }
    try {
      const { data, error } = await updateProfile({ variables: { input } });
      if (error || !data) return;
      onCompleted?.(data.updateProfile);
    } catch {
      // A failed Complete Setup shows nothing; the member can simply try again.
    }
  };

  const initial = (user.fullName.trim()[0] ?? '?').toUpperCase();
  // A member without a name is greeted "Welcome, there!".
  const name =
    user.fullName.trim().split(/\s+/)[0] ||
    intl.formatMessage({ id: 'onboarding.welcome.noName', defaultMessage: 'there' });

  return (
    <Modal
      open
      onClose={() => {}}
      dismissible={false}
      title={intl.formatMessage({ id: 'onboarding.title', defaultMessage: 'Complete your profile' })}
      description={
        step === 1
          ? intl.formatMessage(
              {
                id: 'onboarding.step1.description',
                defaultMessage: 'Welcome, {name}! Step 1 of 2: tell the community who you are.',
              },
              { name },
            )
          : intl.formatMessage(
              {
                id: 'onboarding.step2.description',
                defaultMessage: 'Welcome, {name}! Step 2 of 2: pick the skills you can offer.',
              },
              { name },
            )
      }
      size="md"
    >
      <div className="onboarding-progress" aria-hidden="true">
        <span className="onboarding-progress__bar ui-pill is-done" />
        <span
          className={step === 2 ? 'onboarding-progress__bar ui-pill is-done' : 'onboarding-progress__bar ui-pill'}
        />
      </div>

      {step === 1 ? (
        <form className="onboarding-form ui-stack" onSubmit={next} noValidate>
          <div className="avatar-picker">
            <span className="avatar-picker__preview ui-inline-center ui-tone-primary-soft" aria-hidden="true">
              {image.dataUrl ? <img src={image.dataUrl} alt="" /> : initial}
            </span>
            <Field
              label={intl.formatMessage({ id: 'onboarding.picture.label', defaultMessage: 'Profile picture' })}
              type="file"
              accept="image/*"
              name="profilePicture"
              className="avatar-picker__field"
              hint={
                image.processing
                  ? intl.formatMessage({
                      id: 'onboarding.picture.processing',
                      defaultMessage: 'Processing your photo…',
                    })
                  : intl.formatMessage({
                      id: 'onboarding.picture.hint',
                      defaultMessage: 'JPEG, PNG or WebP. Large photos are resized for you.',
                    })
              }
              error={image.error}
              onChange={(event) => void image.choose(event.target.files?.[0])}
            />
          </div>
          <AboutFields
            bio={bio}
            location={location}
            experience={experience}
            experienceError={experienceError}
            onBio={setBio}
            onLocation={setLocation}
            onExperience={(value) => {
              setExperience(value);
              setExperienceError(null);
            }}
            rowClassName="onboarding-form__row"
            bioRows={3}
            experiencePlaceholder="5"
          />
          <div className="onboarding-actions">
            <Button type="submit" disabled={image.processing}>
              <FormattedMessage id="onboarding.next" defaultMessage="Next" />
            </Button>
          </div>
        </form>
      ) : (
        <div className="onboarding-form ui-stack">
          <SkillsPicker options={skillOptions} value={skills} onChange={setSkills} />
          <div className="onboarding-actions">
            <Button variant="secondary" onClick={() => setStep(1)}>
              <FormattedMessage id="onboarding.back" defaultMessage="Back" />
            </Button>
            <Button onClick={() => void complete()} loading={saving}>
              <FormattedMessage id="onboarding.complete" defaultMessage="Complete Setup" />
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
