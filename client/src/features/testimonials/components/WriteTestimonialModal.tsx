import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverDetail } from '../../../shared/lib/errors';
import { Field, FormModal, Icon, useToast, type FormModalForm } from '../../../shared/ui';
import { testimonialWritten } from '../lib/cache';
import {
  CONTENT_MAX,
  DEFAULT_RATING,
  MAX_RATING,
  TestimonialMessages as M,
  validateTestimonial,
} from '../lib/messages';
import { WriteGroupSessionTestimonialMutation, WriteTestimonialMutation } from '../operations';
import './testimonials.css';

/** A completed exchange the viewer may review, or a group session whose seat they attended (its coach reviewed). */
export type ReviewableExchange = { serviceTitle: string; otherPartyName: string } & (
  { requestId: string } | { groupSessionId: string }
);

const keyOf = (e: ReviewableExchange) => ('requestId' in e ? e.requestId : `group:${e.groupSessionId}`);

export interface WriteTestimonialModalProps {
  exchange: ReviewableExchange | null;
  onClose: () => void;
}

/** Write a Testimonial: rating 1–5 (default 5), content (required), public (default on). */
export function WriteTestimonialModal({ exchange, onClose }: WriteTestimonialModalProps) {
  const intl = useIntl();
  return (
    <FormModal
      subject={exchange}
      subjectKey={keyOf}
      onClose={onClose}
      title={intl.formatMessage({ id: 'testimonials.write.title', defaultMessage: 'Write a Testimonial' })}
      size="md"
      description={(e) =>
        intl.formatMessage(
          { id: 'testimonials.write.description', defaultMessage: '{title} with {name}' },
          { title: e.serviceTitle, name: e.otherPartyName },
        )
      }
      submitLabel={intl.formatMessage({ id: 'testimonials.write.submit', defaultMessage: 'Submit Testimonial' })}
      submitIcon="star"
    >
      {(e, form) => <TestimonialForm {...form} exchange={e} />}
    </FormModal>
  );
}

function TestimonialForm({ formId, exchange, onSending, onDone }: FormModalForm & { exchange: ReviewableExchange }) {
  const toast = useToast();
  const intl = useIntl();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [content, setContent] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [write, { loading: writing }] = useMutation(WriteTestimonialMutation, {
    update: (cache, { data }) => {
      if (data) testimonialWritten(cache, data.writeTestimonial);
    },
  });
  const [writeOfSeat, { loading: writingOfSeat }] = useMutation(WriteGroupSessionTestimonialMutation, {
    update: (cache, { data }) => {
      if (data) testimonialWritten(cache, data.writeGroupSessionTestimonial);
    },
  });
  const loading = writing || writingOfSeat;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = validateTestimonial(content);
    const invalid = problem && intl.formatMessage(problem);
    setError(invalid);
    if (invalid) {
      contentRef.current?.focus();
      return;
    }
    onSending(true);
    try {
      const review = { rating, content: content.trim(), isPublic };
      if ('requestId' in exchange)
        await write({ variables: { input: { exchangeRequestId: exchange.requestId, ...review } } });
      else await writeOfSeat({ variables: { groupSessionId: exchange.groupSessionId, input: review } });
      toast.success(intl.formatMessage(M.submitted));
      onDone();
    } catch (failure) {
      const detail = serverDetail(failure);
      toast.error(detail ? intl.formatMessage(M.submitFailed, { detail }) : intl.formatMessage(M.submitFailedNoDetail));
      onSending(false);
    }
  };

  return (
    <form id={formId} className="testimonial-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <StarInput name={`${formId}-rating`} value={rating} onChange={setRating} />
      <Field
        ref={contentRef}
        as="textarea"
        label={intl.formatMessage({ id: 'testimonials.write.label', defaultMessage: 'Your testimonial' })}
        rows={5}
        maxLength={CONTENT_MAX}
        required
        value={content}
        error={error}
        placeholder={
          'requestId' in exchange
            ? intl.formatMessage(
                { id: 'testimonials.write.placeholder', defaultMessage: 'How was your exchange with {name}?' },
                { name: exchange.otherPartyName },
              )
            : intl.formatMessage(
                {
                  id: 'testimonials.write.groupPlaceholder',
                  defaultMessage: 'How was the group session with {name}?',
                },
                { name: exchange.otherPartyName },
              )
        }
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
      />
      <label className="testimonial-form__public ui-inline-center">
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <span>
          <FormattedMessage id="testimonials.write.public" defaultMessage="Make this testimonial public" />
        </span>
      </label>
      <p className="testimonial-form__note">
        <FormattedMessage
          id="testimonials.write.note"
          defaultMessage="Public testimonials can appear on their coach profile. Writing one earns you +1 EP."
        />
      </p>
    </form>
  );
}

/** Five native radio buttons drawn as stars: arrow keys move between them, each is named "3 stars". */
function StarInput({ name, value, onChange }: { name: string; value: number; onChange: (value: number) => void }) {
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend">
        <FormattedMessage id="testimonials.write.rating" defaultMessage="Rating" />
      </legend>
      <div className="star-input__options">
        {Array.from({ length: MAX_RATING }, (_, i) => {
          const n = i + 1;
          return (
            <label key={n} className={n <= value ? 'star-input__option is-on' : 'star-input__option'}>
              <input
                className="star-input__radio"
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <Icon name="star" size={30} fill={n <= value ? 'currentColor' : 'none'} />
              <span className="sr-only">
                <FormattedMessage
                  id="testimonials.write.stars"
                  defaultMessage="{count, plural, one {# star} other {# stars}}"
                  values={{ count: n }}
                />
              </span>
            </label>
          );
        })}
        <span className="star-input__value" aria-hidden="true">
          <FormattedMessage
            id="testimonials.write.value"
            defaultMessage="{value}/{max}"
            values={{ value, max: MAX_RATING }}
          />
        </span>
      </div>
    </fieldset>
  );
}
