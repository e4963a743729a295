import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { ServiceCard_ServiceFragment } from '../../../gql/graphql';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { ActionMenu, Button, Icon, VerifiedBadge } from '../../../shared/ui';
import { NextGroupSessions } from '../../group-sessions';
import { ListingCard, OwnListingTag } from './ListingCard';

/** What a Discover card shows of a member's service. */
export const ServiceCard_serviceFragment = graphql(`
  fragment ServiceCard_service on Service {
    id
    title
    description
    category
    categoryLabel
    durationMinutes
    energyCost
    maxParticipants
    createdAt
    coach {
      id
      fullName
      userType
    }
    ...NextGroupSessions_service
  }
`);

export interface ServiceCardProps {
  service: FragmentType<typeof ServiceCard_serviceFragment>;
  /** The signed-in member's own service: it cannot be requested. */
  own: boolean;
  onViewCoach: (service: ServiceCard_ServiceFragment) => void;
  onRequest: (service: ServiceCard_ServiceFragment) => void;
  /** Opens the Report dialog for this service (absent: no card menu). */
  onReport?: (service: ServiceCard_ServiceFragment) => void;
  /** Opens a private question thread with its coach, before any request. */
  onAsk?: (service: ServiceCard_ServiceFragment) => void;
}

/** A Discover service card. */
export function ServiceCard({ service: serviceRef, own, onViewCoach, onRequest, onReport, onAsk }: ServiceCardProps) {
  const service = useFragment(ServiceCard_serviceFragment, serviceRef);
  const intl = useIntl();
  const premium = service.coach.userType === 'PREMIUM';
  return (
    <ListingCard
      className="service-card"
      title={service.title}
      cost={formatEp(service.energyCost)}
      costTitle={intl.formatMessage({ id: 'discover.card.costTitle', defaultMessage: 'Energy Points' })}
      byline={
        <>
          <span>
            <FormattedMessage
              id="discover.card.by"
              defaultMessage="by {coach}"
              values={{ coach: service.coach.fullName }}
            />
          </span>
          {premium && <VerifiedBadge />}
        </>
      }
      description={service.description}
      facts={
        <>
          <li>
            <Icon name="clock" size={15} />
            {formatDuration(service.durationMinutes)}
          </li>
          <li>
            <Icon name="users" size={15} />
            <FormattedMessage
              id="discover.card.maxParticipants"
              defaultMessage="Max participants: {count}"
              values={{ count: service.maxParticipants }}
            />
          </li>
        </>
      }
      // Its next group sessions with their seats left, and Join, Join waitlist or Leave.
      extra={<NextGroupSessions service={service} />}
      tag={service.categoryLabel}
      // Asking and moderation are one step away in the card's menu, not more buttons beside Request.
      menu={
        !own && (onReport || onAsk)
          ? (titleId) => (
              <ActionMenu
                label={intl.formatMessage({ id: 'discover.card.moreActions', defaultMessage: 'More actions' })}
                describedBy={titleId}
                items={[
                  ...(onAsk
                    ? [
                        {
                          label: intl.formatMessage({ id: 'discover.card.ask', defaultMessage: 'Ask a question' }),
                          icon: 'message' as const,
                          onSelect: () => onAsk(service),
                        },
                      ]
                    : []),
                  ...(onReport
                    ? [
                        {
                          label: intl.formatMessage({
                            id: 'discover.card.report',
                            defaultMessage: 'Report this service',
                          }),
                          icon: 'flag' as const,
                          onSelect: () => onReport(service),
                        },
                      ]
                    : []),
                ]}
              />
            )
          : undefined
      }
      actions={(titleId) => (
        <>
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onViewCoach(service)}>
            <FormattedMessage id="discover.card.viewCoach" defaultMessage="View Coach" />
          </Button>
          {own ? (
            <OwnListingTag>
              <FormattedMessage id="discover.card.own" defaultMessage="Your service" />
            </OwnListingTag>
          ) : (
            <Button size="sm" aria-describedby={titleId} onClick={() => onRequest(service)}>
              <FormattedMessage id="discover.card.request" defaultMessage="Request" />
            </Button>
          )}
        </>
      )}
    />
  );
}
