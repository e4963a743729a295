import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { TestimonialCardFragment } from '../../../gql/graphql';
import { Avatar, Button, EmptyState, Icon, Tabs } from '../../../shared/ui';
import { useRefetchOnSignal } from '../../exchanges/hooks/useRefetchOnSignal';
import { formatDate } from '../../exchanges/lib/dates';
import { GivenTestimonialsQuery, ReceivedTestimonialsQuery } from '../operations';
import { SelectExchangeModal } from './SelectExchangeModal';
import { StarRating } from './StarRating';
import { WriteTestimonialModal, type ReviewableExchange } from './WriteTestimonialModal';
import './testimonials.css';

type Box = 'received' | 'given';

/** Testimonials (spec §2): tabs Received and Given, and "Write a Testimonial" (+1 EP each). */
export function TestimonialsView({ refreshSignal }: { refreshSignal?: number } = {}) {
  const [tab, setTab] = useState<Box>('received');
  const [selecting, setSelecting] = useState(false);
  const [writing, setWriting] = useState<ReviewableExchange | null>(null);
  const received = useQuery(ReceivedTestimonialsQuery, { fetchPolicy: 'cache-and-network' });
  const given = useQuery(GivenTestimonialsQuery, { fetchPolicy: 'cache-and-network' });
  // A testimonial received while the list is on screen shows up.
  useRefetchOnSignal(refreshSignal, [received.refetch]);

  const receivedList = received.data?.receivedTestimonials;
  const givenList = given.data?.givenTestimonials;
  const tabLabel = (label: string, list: readonly unknown[] | undefined) => (list ? `${label} (${list.length})` : label);

  const renderList = (box: Box, list: readonly TestimonialCardFragment[] | undefined, query: typeof received | typeof given) => {
    if (!list) {
      if (query.error) {
        return (
          <div className="inline-notice inline-notice--error">
            <Icon name="alert" size={18} />
            <div className="inline-notice__body">
              <span>Testimonials could not be loaded.</span>
              <Button variant="secondary" size="sm" onClick={() => void query.refetch().catch(() => {})}>
                Try again
              </Button>
            </div>
          </div>
        );
      }
      return (
        <p role="status" className="testimonials__status">
          Loading testimonials…
        </p>
      );
    }
    if (list.length === 0) {
      return box === 'received' ? (
        <EmptyState headingLevel={3} icon="star" title="No testimonials received yet" description="Members you exchange with can review you once an exchange is completed." />
      ) : (
        <EmptyState headingLevel={3} icon="heart" title="No testimonials given yet" description="Review a completed exchange to thank the other member and earn +1 EP." />
      );
    }
    return (
      <ul className="testimonial-list">
        {list.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} box={box} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="testimonials-view">
      <div className="testimonials-view__toolbar">
        <p className="testimonials-view__intro">Each testimonial you write about a completed exchange earns you +1 EP.</p>
        <Button icon={<Icon name="pencil" size={16} />} onClick={() => setSelecting(true)}>
          Write a Testimonial
        </Button>
      </div>
      <Tabs
        label="Testimonials"
        value={tab}
        onChange={(id) => setTab(id as Box)}
        items={[
          { id: 'received', label: tabLabel('Received', receivedList), content: renderList('received', receivedList, received) },
          { id: 'given', label: tabLabel('Given', givenList), content: renderList('given', givenList, given) },
        ]}
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

function TestimonialCard({ testimonial: t, box }: { testimonial: TestimonialCardFragment; box: Box }) {
  const titleId = useId();
  const person = box === 'received' ? t.reviewer : t.reviewee;
  return (
    <article className="testimonial-card" aria-labelledby={titleId}>
      <header className="testimonial-card__head">
        <Avatar name={person.fullName} size={40} />
        <div className="testimonial-card__who">
          <h3 id={titleId} className="testimonial-card__title">
            {box === 'received' ? `From ${person.fullName}` : `To ${person.fullName}`}
          </h3>
          <p className="testimonial-card__service">{t.serviceTitle}</p>
        </div>
        <StarRating rating={t.rating} />
      </header>
      <blockquote className="testimonial-card__content">{t.content}</blockquote>
      <footer className="testimonial-card__foot">
        <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
        <span className={t.isPublic ? 'tag' : 'tag tag--muted'}>{t.isPublic ? 'Public' : 'Private'}</span>
      </footer>
    </article>
  );
}
