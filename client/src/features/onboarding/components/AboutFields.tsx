import { useIntl } from 'react-intl';
import { Field } from '../../../shared/ui';
import { MAX_EXPERIENCE_YEARS } from '../lib/experience';
import './aboutFields.css';

export interface AboutFieldsProps {
  bio: string;
  location: string;
  experience: string;
  experienceError?: string | null;
  onBio: (value: string) => void;
  onLocation: (value: string) => void;
  /** Typing here should also clear `experienceError`. */
  onExperience: (value: string) => void;
  /** The form's class for the Location and Years of experience row (where it stacks them). */
  rowClassName: string;
  bioRows: number;
  /** The server's lengths, for forms that cap typing at them (My Profile). */
  maxLength?: { bio: number; location: number };
  experiencePlaceholder?: string;
}

/** Bio, Location and Years of experience: the same fields in onboarding and in My Profile. */
export function AboutFields({
  bio,
  location,
  experience,
  experienceError,
  onBio,
  onLocation,
  onExperience,
  rowClassName,
  bioRows,
  maxLength,
  experiencePlaceholder,
}: AboutFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'onboarding.about.bio', defaultMessage: 'Bio' })}
        name="bio"
        rows={bioRows}
        maxLength={maxLength?.bio}
        placeholder={intl.formatMessage({
          id: 'onboarding.about.bioPlaceholder',
          defaultMessage: 'What do you do, and who do you love to help?',
        })}
        value={bio}
        onChange={(event) => onBio(event.target.value)}
      />
      <div className={`about-fields__row ${rowClassName}`}>
        <Field
          label={intl.formatMessage({ id: 'onboarding.about.location', defaultMessage: 'Location' })}
          name="location"
          autoComplete="address-level2"
          maxLength={maxLength?.location}
          placeholder={intl.formatMessage({
            id: 'onboarding.about.locationPlaceholder',
            defaultMessage: 'City, Country',
          })}
          value={location}
          onChange={(event) => onLocation(event.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'onboarding.about.experience', defaultMessage: 'Years of experience' })}
          name="experienceYears"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_EXPERIENCE_YEARS}
          step={1}
          placeholder={experiencePlaceholder}
          value={experience}
          onChange={(event) => onExperience(event.target.value)}
          error={experienceError}
        />
      </div>
    </>
  );
}
