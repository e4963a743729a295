import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Avatar,
  Button,
  EmptyState,
  Icon,
  ListSkeleton,
  LoadError,
  Modal,
  useToast,
  useNextStep,
} from '../../../shared/ui';
import { formatDate } from '../../../shared/lib/dates';
import { TestimonialMessages as M } from '../lib/messages';
import { ReviewableExchangesQuery } from '../operations';
import type { ReviewableExchange } from './WriteTestimonialModal';

export interface SelectExchangeModalProps {
  open: boolean;
  onClose: () => void;
  onSelect: (exchange: ReviewableExchange) => void;
}

/** Select an Exchange to Review: completed exchanges the server lets the viewer review. */
export function SelectExchangeModal({ open, onClose, onSelect }: SelectExchangeModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'testimonials.select.title', defaultMessage: 'Select an Exchange to Review' })}
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="testimonials.select.close" defaultMessage="Close" />
        </Button>
      }
    >
      {open && <ExchangeChoices onSelect={onSelect} />}
    </Modal>
  );
}

function ExchangeChoices({ onSelect }: { onSelect: (exchange: ReviewableExchange) => void }) {
  const toast = useToast();
  const intl = useIntl();
  // Always fresh: whether an exchange can still be reviewed is the server's answer (can_create).
  const { data, error, refetch } = useQuery(ReviewableExchangesQuery, { fetchPolicy: 'network-only' });
  const nextStep = useNextStep();

  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toast.error(intl.formatMessage(M.loadExchangesFailed));
  }, [error, toast, intl]);

  if (error && !data) {
    return (
      <LoadError message={intl.formatMessage(M.loadExchangesFailed)} onRetry={() => void refetch().catch(() => {})} />
    );
  }
  if (!data) {
    return (
      <ListSkeleton
        label={intl.formatMessage({
          id: 'testimonials.select.loading',
          defaultMessage: 'Loading completed exchanges…',
        })}
        count={2}
      />
    );
  }

  const reviewable = [...data.receivedRequests, ...data.sentRequests]
    .filter((r) => r.status === 'COMPLETED' && r.canReview)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));

  if (reviewable.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="star"
        title={intl.formatMessage({ id: 'testimonials.select.emptyTitle', defaultMessage: 'No exchanges to review' })}
        description={intl.formatMessage({
          id: 'testimonials.select.emptyText',
          defaultMessage: 'Once an exchange is completed, you can review it here and earn +1 EP.',
        })}
        action={nextStep(
          'requests',
          <FormattedMessage id="testimonials.select.goToRequests" defaultMessage="Go to Exchange Requests" />,
        )}
      />
    );
  }

  return (
    <ul className="review-choices ui-bare-list">
      {reviewable.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            className="review-choice"
            onClick={() =>
              onSelect({ requestId: r.id, serviceTitle: r.service.title, otherPartyName: r.otherParty.fullName })
            }
          >
            <Avatar name={r.otherParty.fullName} size={36} />
            <span className="review-choice__text">
              <span className="review-choice__title">{r.service.title}</span>
              <span className="review-choice__meta">
                {r.completedAt ? (
                  <FormattedMessage
                    id="testimonials.select.withCompleted"
                    defaultMessage="with {name} · completed {date}"
                    values={{ name: r.otherParty.fullName, date: formatDate(r.completedAt) }}
                  />
                ) : (
                  <FormattedMessage
                    id="testimonials.select.with"
                    defaultMessage="with {name}"
                    values={{ name: r.otherParty.fullName }}
                  />
                )}
              </span>
            </span>
            <Icon name="arrowRight" size={18} className="review-choice__arrow" />
          </button>
        </li>
      ))}
    </ul>
  );
}
