import { useId, useState } from 'react';
import { pluralize, formatDuration, formatEp } from '../../../shared/lib/format';
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
  return (
    <Modal open={coach !== null} onClose={onClose} title="Coach Profile" size="lg">
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
              Loading coach profile…
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
            <span>{state.message}. Showing a placeholder profile: this coach's details could not be loaded.</span>
            <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={15} />} onClick={state.retry}>
              Try again
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
            {locationLabel(coach.profile.location)}
          </li>
          {/* The placeholder coach has no figures to show: none are made up. */}
          {complete && (
            <>
              <li>
                <Icon name="briefcase" size={15} />
                {experienceLabel(coach.profile.experienceYears)}
              </li>
              <li>
                <Icon name="sparkles" size={15} />
                {pluralize(coach.totalServices, 'service')}
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
        <h4 id={aboutId}>About</h4>
        <p className={bio ? 'coach-profile__bio' : 'coach-profile__muted'}>
          {bio || 'This coach has not written a bio yet.'}
        </p>
      </section>

      <section className="coach-profile__section" aria-labelledby={expertiseId}>
        <h4 id={expertiseId}>Expertise</h4>
        {coach.profile.skills.length > 0 ? (
          <ul className="tag-list">
            {coach.profile.skills.map((skill) => (
              <li key={skill} className="tag ui-inline-center ui-pill">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="coach-profile__muted">No skills listed yet.</p>
        )}
      </section>

      <section className="coach-profile__section" aria-labelledby={servicesId}>
        <h4 id={servicesId}>Services</h4>
        {coach.services.length === 0 ? (
          <p className="coach-profile__muted">No services published yet.</p>
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
                      Request
                    </Button>
                  )}
                  <NextGroupSessions service={service} />
                </li>
              );
            })}
          </ul>
        )}
        {hiddenCount > 0 && (
          <p className="coach-profile__more">{`+${hiddenCount} more ${hiddenCount === 1 ? 'service' : 'services'}`}</p>
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
              View All Services
            </Button>
          )}
          {!own && (
            <AskQuestionButton
              subject={{ memberId: coach.id }}
              title={`A question to ${coach.fullName}`}
              otherPartyName={coach.fullName}
              onConfirmRequest={(q) => setRequested({ ...q.service, coachName: q.coachName, questionId: q.questionId })}
            />
          )}
          {/* Moderation stays in a menu beside what the profile is for. */}
          {!own && (
            <ActionMenu
              label="More actions"
              items={[
                {
                  label: 'Report this member',
                  icon: 'flag',
                  onSelect: () => setReported({ type: 'MEMBER', id: coach.id, name: coach.fullName }),
                },
              ]}
            />
          )}
        </div>
      )}

      <RequestExchangeModal service={requested} onClose={() => setRequested(null)} />
      <ReportModal subject={reported} onClose={() => setReported(null)} />
    </>
  );
}
