/** The texts of the testimonial screens, failures and success. */
export const TestimonialMessages = {
  submitted: 'Testimonial submitted successfully! You earned +1 EP.',
  submitFailed: (detail: string) => `Failed to submit testimonial: ${detail}`,
  submitFailedNoDetail: 'Failed to submit testimonial. Please try again.',
  loadExchangesFailed: 'Failed to load completed exchanges. Please try again.',
  contentRequired: 'Content is required',
} as const;

/** Ratings are out of 5; a new testimonial starts at 5 and is public. */
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;
export const CONTENT_MAX = 2000;

export function validateTestimonial(content: string): string | null {
  return content.trim() ? null : TestimonialMessages.contentRequired;
}
