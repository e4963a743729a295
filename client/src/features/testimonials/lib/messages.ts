import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';

/** The texts of the testimonial screens, failures and success. */
export const TestimonialMessages = defineMessages<{
  submitted: NoMessageValues;
  submitFailed: { detail: string };
  submitFailedNoDetail: NoMessageValues;
  loadExchangesFailed: NoMessageValues;
  contentRequired: NoMessageValues;
}>({
  submitted: {
    id: 'testimonials.write.submitted',
    defaultMessage: 'Testimonial submitted successfully! You earned +1 EP.',
  },
  submitFailed: { id: 'testimonials.write.submitFailed', defaultMessage: 'Failed to submit testimonial: {detail}' },
  submitFailedNoDetail: {
    id: 'testimonials.write.submitFailedNoDetail',
    defaultMessage: 'Failed to submit testimonial. Please try again.',
  },
  loadExchangesFailed: {
    id: 'testimonials.select.loadFailed',
    defaultMessage: 'Failed to load completed exchanges. Please try again.',
  },
  contentRequired: { id: 'testimonials.write.contentRequired', defaultMessage: 'Content is required' },
});

/** Ratings are out of 5; a new testimonial starts at 5 and is public. */
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;
export const CONTENT_MAX = 2000;

/** What is wrong with the content, as a message to show; null when it may be sent. */
export function validateTestimonial(content: string): MessageDescriptor | null {
  return content.trim() ? null : TestimonialMessages.contentRequired;
}
