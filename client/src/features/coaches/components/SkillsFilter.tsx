import { FormattedMessage, useIntl } from 'react-intl';
import { useId } from 'react';
import { Button, Icon } from '../../../shared/ui';

/** A skill as the filter offers it: its category's value and its label in the member's language. */
export interface SkillOption {
  value: string;
  label: string;
}

export interface SkillsFilterProps {
  /** Every skill (the categories). */
  options: readonly SkillOption[];
  /** The chosen skills' category values: they stay chosen when the labels change language. */
  selected: readonly string[];
  onChange: (skills: string[]) => void;
  /** The skills list is still on its way. */
  loading?: boolean;
}

/** Multi-select skill chips (toggle buttons), a count of the selected ones and Clear All. */
export function SkillsFilter({ options, selected, onChange, loading = false }: SkillsFilterProps) {
  const intl = useIntl();
  const headingId = useId();
  const toggle = (skill: string) =>
    onChange(selected.includes(skill) ? selected.filter((s) => s !== skill) : [...selected, skill]);

  return (
    <div className="skills-filter ui-stack ui-stack--tight" role="group" aria-labelledby={headingId}>
      <div className="skills-filter__head">
        <h2 id={headingId} className="skills-filter__title">
          <FormattedMessage id="coaches.skills.title" defaultMessage="Skills" />
        </h2>
        {selected.length > 0 && (
          <span className="count-badge ui-inline-center ui-pill ui-tone-primary" data-testid="skills-count">
            <FormattedMessage
              id="coaches.skills.selected"
              defaultMessage="{count}<sr> selected</sr>"
              values={{ count: selected.length, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
            />
          </span>
        )}
        <Button
          variant="link"
          size="sm"
          className="skills-filter__clear"
          onClick={() => onChange([])}
          disabled={selected.length === 0}
        >
          <FormattedMessage id="coaches.skills.clearAll" defaultMessage="Clear All" />
        </Button>
      </div>
      {options.length > 0 ? (
        <ul className="skill-chips ui-bare-list">
          {options.map((skill) => {
            const on = selected.includes(skill.value);
            return (
              <li key={skill.value}>
                <button
                  type="button"
                  className={on ? 'skill-chip is-on' : 'skill-chip'}
                  aria-pressed={on}
                  onClick={() => toggle(skill.value)}
                >
                  {on && <Icon name="check" size={14} />}
                  {skill.label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="skills-filter__empty">
          {loading
            ? intl.formatMessage({ id: 'coaches.skills.loading', defaultMessage: 'Loading skills…' })
            : intl.formatMessage({ id: 'coaches.skills.empty', defaultMessage: 'No skills to filter by yet.' })}
        </p>
      )}
    </div>
  );
}
