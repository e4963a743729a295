import { FormattedMessage, useIntl } from 'react-intl';
import { Suspense, useId, useState } from 'react';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { useShellNavigation } from '../../../shared/lib/shellNavigation';
import { ActionMenu, Avatar, Button, Icon, Modal, VerifiedBadge } from '../../../shared/ui';
import { AskQuestionButton } from '../../conversations';
import { RequestExchangeModal, type RequestableService } from '../../exchanges';
import { ReportModal, type ReportSubject } from '../../moderation';
import { NextGroupSessions, useLiveSeatCounts } from '../../group-sessions';
import { useCoachProfile, type CoachProfileData } from '../hooks/useCoachProfile';
import { ReliabilitySummary } from './ReliabilitySummary';
import { experienceLabel, locationLabel, MODAL_SERVICES_SHOWN, type CoachPreview } from '../lib/coachDisplay';
import { CoachTestimonials } from './CoachTestimonials';
import './coaches.css';

export interface CoachProfileModalProps {
  /** The coach to show; null keeps the dialog closed. */
  coach: CoachPreview | null;
  /** The signed-in member: their own services get no Request button. */
  viewerId: string;
  onClose: () => void;
}

/** The coach profile dialog of Discover ("View Coach") and Browse Coaches ("View Profile"). */
export function CoachProfileModal({ coach, viewerId, onClose }: CoachProfileModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={coach !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'coaches.profile.title', defaultMessage: 'Coach Profile' })}
      size="lg"
    >
      {coach && <CoachProfileContent key={coach.id} preview={coach} viewerId={viewerId} onClose={onClose} />}
    </Modal>
  );
}

function CoachProfileContent({
  preview,
  viewerId,
  onClose,
}: {
  preview: CoachPreview;
  viewerId: string;
  onClose: () => void;
}) {
  const state = useCoachProfile(preview);
  // The services' group sessions: their seat counts change live while the profile is open.
  useLiveSeatCounts();

  if (state.status === 'loading') {
    return (
      <div className="coach-profile ui-stack ui-stack--loose" aria-busy="true">
        <div className="coach-profile__header">
          <Avatar
            name={preview.fullName}
            image={preview.profileImage}
            premium={preview.userType === 'PREMIUM'}
            badge
            size={88}
          />
          <div className="coach-profile__identity">
            <h3 className="coach-profile__name">{preview.fullName}</h3>
            <p role="status" className="coach-profile__loading">
              <FormattedMessage id="coaches.profile.loading" defaultMessage="Loading coach profile…" />
            </p>
          </div>
        </div>
        <div className="skeleton coach-profile__skeleton" />
      </div>
    );
  }

  return (
    <div className="coach-profile ui-stack ui-stack--loose">
      <CoachHeader coach={state.coach} complete={state.status === 'loaded'} />
      {state.status === 'error' ? (
        <div className="inline-notice inline-notice--error">
          <Icon name="alert" size={18} />
          <div className="inline-notice__body">
            <span>
              <FormattedMessage
                id="coaches.profile.placeholder"
                defaultMessage="{error}. Showing a placeholder profile: this coach's details could not be loaded."
                values={{ error: state.message }}
              />
            </span>
            <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={15} />} onClick={state.retry}>
              <FormattedMessage id="coaches.profile.retry" defaultMessage="Try again" />
            </Button>
          </div>
        </div>
      ) : (
        <CoachDetails coach={state.coach} viewerId={viewerId} onClose={onClose} />
      )}
    </div>
  );
}

function CoachHeader({ coach, complete }: { coach: CoachProfileData; complete: boolean }) {
  const intl = useIntl();
  const premium = coach.userType === 'PREMIUM';
  return (
    <div className="coach-profile__header">
      <Avatar name={coach.fullName} image={coach.profile.avatarUrl} premium={premium} badge size={88} />
      <div className="coach-profile__identity">
        <h3 className="coach-profile__name">
          {coach.fullName} {premium && <VerifiedBadge />}
        </h3>
        <ul className="coach-profile__facts ui-facts ui-bare-list">
          <li>
            <Icon name="mapPin" size={15} />
            {locationLabel(coach.profile.location, intl)}
          </li>
          {/* The placeholder coach has no figures to show: none are made up. */}
          {complete && (
            <>
              <li>
                <Icon name="briefcase" size={15} />
                {experienceLabel(coach.profile.experienceYears, intl)}
              </li>
              <li>
                <Icon name="sparkles" size={15} />
                <FormattedMessage
                  id="coaches.card.services"
                  defaultMessage="{count, plural, one {{count} service} other {{count} services}}"
                  values={{ count: coach.totalServices }}
                />
              </li>
            </>
          )}
        </ul>
        {complete && <ReliabilitySummary coach={coach} />}
      </div>
    </div>
  );
}

function CoachDetails({
  coach,
  viewerId,
  onClose,
}: {
  coach: CoachProfileData;
  viewerId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const aboutId = useId();
  const expertiseId = useId();
  const servicesId = useId();
  const navigation = useShellNavigation();
  const [requested, setRequested] = useState<RequestableService | null>(null);
  const [reported, setReported] = useState<ReportSubject | null>(null);
  const own = coach.id === viewerId;
  const listed = coach.services.slice(0, MODAL_SERVICES_SHOWN);
  const hiddenCount = coach.services.length - listed.length;
  const bio = coach.profile.bio?.trim();

  return (
    <>
      <section className="coach-profile__section" aria-labelledby={aboutId}>
        <h4 id={aboutId}>
          <FormattedMessage id="coaches.profile.about" defaultMessage="About" />
        </h4>
        <p className={bio ? 'coach-profile__bio' : 'coach-profile__muted'}>
          {bio ||
            intl.formatMessage({
              id: 'coaches.profile.noBio',
              defaultMessage: 'This coach has not written a bio yet.',
            })}
        </p>
      </section>

      <section className="coach-profile__section" aria-labelledby={expertiseId}>
        <h4 id={expertiseId}>
          <FormattedMessage id="coaches.profile.expertise" defaultMessage="Expertise" />
        </h4>
        {coach.profile.skills.length > 0 ? (
          <ul className="tag-list">
            {coach.profile.skills.map((skill) => (
              <li key={skill} className="tag ui-inline-center ui-pill">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="coach-profile__muted">
            <FormattedMessage id="coaches.profile.noSkills" defaultMessage="No skills listed yet." />
          </p>
        )}
      </section>

      <section className="coach-profile__section" aria-labelledby={servicesId}>
        <h4 id={servicesId}>
          <FormattedMessage id="coaches.profile.services" defaultMessage="Services" />
        </h4>
        {coach.services.length === 0 ? (
          <p className="coach-profile__muted">
            <FormattedMessage id="coaches.profile.noServices" defaultMessage="No services published yet." />
          </p>
        ) : (
          <ul className="coach-services ui-bare-list">
            {listed.map((service) => {
              const titleId = `${servicesId}-${service.id}`;
              return (
                <li key={service.id} className="coach-service">
                  <div className="coach-service__text">
                    <p id={titleId} className="coach-service__title">
                      {service.title}
                    </p>
                    <p className="coach-service__meta ui-row">
                      <span>
                        <Icon name="clock" size={14} /> {formatDuration(service.durationMinutes)}
                      </span>
                      <span className="coach-service__cost">{formatEp(service.energyCost)}</span>
                    </p>
                  </div>
                  {!own && (
                    <Button
                      size="sm"
                      aria-describedby={titleId}
                      onClick={() =>
                        setRequested({
                          id: service.id,
                          title: service.title,
                          energyCost: service.energyCost,
                          durationMinutes: service.durationMinutes,
                          coachName: coach.fullName,
                        })
                      }
                    >
                      <FormattedMessage id="coaches.profile.request" defaultMessage="Request" />
                    </Button>
                  )}
                  <NextGroupSessions service={service} />
                </li>
              );
            })}
          </ul>
        )}
        {hiddenCount > 0 && (
          <p className="coach-profile__more">
            <FormattedMessage
              id="coaches.profile.moreServices"
              defaultMessage="{count, plural, one {+{count} more service} other {+{count} more services}}"
              values={{ count: hiddenCount }}
            />
          </p>
        )}
      </section>

      <CoachTestimonials coachId={coach.id} />

      {/* Always there, however many services the coach has: Discover, narrowed to this coach's services. */}
      {(navigation || !own) && (
        <div className="coach-profile__actions">
          {navigation && (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                navigation.showCoachServices({ id: coach.id, fullName: coach.fullName });
              }}
            >
              <FormattedMessage id="coaches.profile.viewAllServices" defaultMessage="View All Services" />
            </Button>
          )}
          {!own && (
            <AskQuestionButton
              subject={{ memberId: coach.id }}
              title={intl.formatMessage(
                { id: 'coaches.profile.questionTitle', defaultMessage: 'A question to {coach}' },
                { coach: coach.fullName },
              )}
              otherPartyName={coach.fullName}
              onConfirmRequest={(q) => setRequested({ ...q.service, coachName: q.coachName, questionId: q.questionId })}
            />
          )}
          {/* Moderation stays in a menu beside what the profile is for. */}
          {!own && (
            <ActionMenu
              label={intl.formatMessage({ id: 'coaches.profile.moreActions', defaultMessage: 'More actions' })}
              items={[
                {
                  label: intl.formatMessage({ id: 'coaches.profile.report', defaultMessage: 'Report this member' }),
                  icon: 'flag',
                  onSelect: () => setReported({ type: 'MEMBER', id: coach.id, name: coach.fullName }),
                },
              ]}
            />
          )}
        </div>
      )}

      <Suspense fallback={null}>
        {requested && <RequestExchangeModal service={requested} onClose={() => setRequested(null)} />}
        {reported && <ReportModal subject={reported} onClose={() => setReported(null)} />}
      </Suspense>
    </>
  );
}
