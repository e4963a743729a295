import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Icon } from '../../../shared/ui';
// The chip styles live with the onboarding styles; My Profile reuses this picker too.
import './onboarding.css';

export interface SkillsPickerProps {
  /** All skills that may be picked (the category labels). */
  options: readonly string[];
  value: readonly string[];
  onChange: (skills: string[]) => void;
  /** The dropdown's label (default "Add a skill"); kept distinct from the chip list's name ('Selected skills'). */
  label?: string;
}

/** Adds skills from a dropdown as removable chips; chosen skills leave the dropdown (no duplicates). */
export function SkillsPicker({ options, value, onChange, label }: SkillsPickerProps) {
  const intl = useIntl();
  const available = options.filter((option) => !value.includes(option));

  return (
    <div className="skills-picker ui-stack">
      <Field
        as="select"
        label={label ?? intl.formatMessage({ id: 'onboarding.skills.add', defaultMessage: 'Add a skill' })}
        value=""
        onChange={(event) => {
          const skill = event.target.value;
          if (skill && !value.includes(skill)) onChange([...value, skill]);
        }}
        disabled={available.length === 0}
        hint={
          available.length === 0 && options.length > 0
            ? intl.formatMessage({ id: 'onboarding.skills.allPicked', defaultMessage: 'You have picked every skill.' })
            : undefined
        }
      >
        <option value="">
          {intl.formatMessage({ id: 'onboarding.skills.choose', defaultMessage: 'Choose a skill to add…' })}
        </option>
        {available.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Field>
      {value.length > 0 ? (
        <ul
          className="chips ui-bare-list"
          aria-label={intl.formatMessage({ id: 'onboarding.skills.selected', defaultMessage: 'Selected skills' })}
        >
          {value.map((skill) => (
            <li key={skill} className="chip ui-inline-center ui-pill ui-tone-primary-soft">
              <span>{skill}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={intl.formatMessage(
                  { id: 'onboarding.skills.remove', defaultMessage: 'Remove {skill}' },
                  { skill },
                )}
                onClick={() => onChange(value.filter((s) => s !== skill))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="skills-picker__empty">
          <FormattedMessage
            id="onboarding.skills.empty"
            defaultMessage="No skills selected yet. Pick the areas you can help others with."
          />
        </p>
      )}
    </div>
  );
}
