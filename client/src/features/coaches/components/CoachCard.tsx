import { FormattedMessage, useIntl } from 'react-intl';
import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { CoachCard_CoachFragment } from '../../../gql/graphql';
import { Avatar, Button, Icon, VerifiedBadge } from '../../../shared/ui';
import { bioPreview, experienceLabel, locationLabel, skillsPreview } from '../lib/coachDisplay';
import { ReliabilitySummary } from './ReliabilitySummary';

export const CoachCard_coachFragment = graphql(`
  fragment CoachCard_coach on Coach {
    id
    fullName
    userType
    totalServices
    profile {
      avatarUrl(size: 112)
      location
      experienceYears
      bio
      skills
    }
    ...ReliabilitySummary_coach
  }
`);

export interface CoachCardProps {
  coach: FragmentType<typeof CoachCard_coachFragment>;
  onViewProfile: (coach: CoachCard_CoachFragment) => void;
}

/** A Browse Coaches card: bio cut to 80 characters, the first 2 skills and '+N'. */
export function CoachCard({ coach: coachRef, onViewProfile }: CoachCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const coach = useFragment(CoachCard_coachFragment, coachRef);
  const premium = coach.userType === 'PREMIUM';
  const { shown, more } = skillsPreview(coach.profile.skills);
  const bio = bioPreview(coach.profile.bio);

  return (
    <article className="tile-grid__card coach-card" aria-labelledby={nameId}>
      <div className="coach-card__head">
        <Avatar name={coach.fullName} image={coach.profile.avatarUrl} premium={premium} size={56} />
        <div className="coach-card__identity">
          <h3 id={nameId} className="coach-card__name">
            {coach.fullName}
          </h3>
          {premium && <VerifiedBadge />}
          <p className="coach-card__fact">
            <Icon name="mapPin" size={15} />
            <span>{locationLabel(coach.profile.location, intl)}</span>
          </p>
        </div>
      </div>
      <p className="coach-card__fact">
        <Icon name="briefcase" size={15} />
        <span>{experienceLabel(coach.profile.experienceYears, intl)}</span>
      </p>
      <ReliabilitySummary coach={coach} compact />
      {bio && <p className="coach-card__bio">{bio}</p>}
      {shown.length > 0 && (
        <ul
          className="tag-list"
          aria-label={intl.formatMessage({ id: 'coaches.card.skills', defaultMessage: 'Skills' })}
        >
          {shown.map((skill) => (
            <li key={skill} className="tag ui-inline-center ui-pill">
              {skill}
            </li>
          ))}
          {more > 0 && (
            <li
              className="tag ui-inline-center ui-pill tag--muted"
              title={coach.profile.skills.slice(shown.length).join(', ')}
            >
              <FormattedMessage id="coaches.card.moreSkills" defaultMessage="+{count}" values={{ count: more }} />
            </li>
          )}
        </ul>
      )}
      <div className="coach-card__foot">
        <span className="coach-card__count ui-inline-center">
          <Icon name="sparkles" size={15} />
          <FormattedMessage
            id="coaches.card.services"
            defaultMessage="{count, plural, one {{count} service} other {{count} services}}"
            values={{ count: coach.totalServices }}
          />
        </span>
        <Button size="sm" aria-describedby={nameId} onClick={() => onViewProfile(coach)}>
          <FormattedMessage id="coaches.card.viewProfile" defaultMessage="View Profile" />
        </Button>
      </div>
    </article>
  );
}
