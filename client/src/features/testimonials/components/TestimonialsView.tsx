import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Icon, TabbedLists, useNextStep } from '../../../shared/ui';
import { GivenTestimonialsQuery, ReceivedTestimonialsQuery } from '../operations';
import { SelectExchangeModal } from './SelectExchangeModal';
import { TestimonialCard } from './TestimonialCard';
import { WriteTestimonialModal, type ReviewableExchange } from './WriteTestimonialModal';
import './testimonials.css';

/** Testimonials: tabs Received and Given, and "Write a Testimonial" (+1 EP each). */
export function TestimonialsView() {
  const intl = useIntl();
  const [selecting, setSelecting] = useState(false);
  const [writing, setWriting] = useState<ReviewableExchange | null>(null);
  const nextStep = useNextStep();
  const received = useQuery(ReceivedTestimonialsQuery, { fetchPolicy: 'cache-and-network' });
  const given = useQuery(GivenTestimonialsQuery, { fetchPolicy: 'cache-and-network' });
  // A testimonial received while the list is on screen shows up.

  return (
    <div className="testimonials-view ui-stack">
      {/* The view's heading already says what writing one earns (+1 EP): not said twice. */}
      <div className="testimonials-view__toolbar ui-row ui-row--end">
        <Button icon={<Icon name="pencil" size={16} />} onClick={() => setSelecting(true)}>
          <FormattedMessage id="testimonials.list.write" defaultMessage="Write a Testimonial" />
        </Button>
      </div>
      <TabbedLists
        label={intl.formatMessage({ id: 'testimonials.list.label', defaultMessage: 'Testimonials' })}
        errorText={intl.formatMessage({
          id: 'testimonials.list.loadFailed',
          defaultMessage: 'Testimonials could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'testimonials.list.loading', defaultMessage: 'Loading testimonials…' })}
        statusClassName="testimonials__status"
        listClassName="tile-grid testimonial-list"
        tabs={[
          {
            id: 'received',
            title: intl.formatMessage({ id: 'testimonials.list.received', defaultMessage: 'Received' }),
            items: received.data?.receivedTestimonials,
            error: received.error,
            onRetry: () => void received.refetch().catch(() => {}),
            emptyState: {
              icon: 'star',
              title: intl.formatMessage({
                id: 'testimonials.list.receivedEmptyTitle',
                defaultMessage: 'No testimonials received yet',
              }),
              description: intl.formatMessage({
                id: 'testimonials.list.receivedEmptyText',
                defaultMessage: 'Members you exchange with can review you once an exchange is completed.',
              }),
              action: nextStep(
                'sessions',
                <FormattedMessage id="testimonials.list.seeSessions" defaultMessage="See my sessions" />,
              ),
            },
          },
          {
            id: 'given',
            title: intl.formatMessage({ id: 'testimonials.list.given', defaultMessage: 'Given' }),
            items: given.data?.givenTestimonials,
            error: given.error,
            onRetry: () => void given.refetch().catch(() => {}),
            emptyState: {
              icon: 'heart',
              title: intl.formatMessage({
                id: 'testimonials.list.givenEmptyTitle',
                defaultMessage: 'No testimonials given yet',
              }),
              description: intl.formatMessage({
                id: 'testimonials.list.givenEmptyText',
                defaultMessage: 'Review a completed exchange to thank the other member and earn +1 EP.',
              }),
              action: (
                <Button variant="secondary" onClick={() => setSelecting(true)}>
                  <FormattedMessage id="testimonials.list.reviewOne" defaultMessage="Review an exchange" />
                </Button>
              ),
            },
          },
        ]}
        renderItem={(testimonial, box) => <TestimonialCard testimonial={testimonial} box={box} />}
      />
      <SelectExchangeModal
        open={selecting}
        onClose={() => setSelecting(false)}
        onSelect={(exchange) => {
          setSelecting(false);
          setWriting(exchange);
        }}
      />
      <WriteTestimonialModal exchange={writing} onClose={() => setWriting(null)} />
    </div>
  );
}
