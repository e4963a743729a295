import { lazy } from 'react';

// What other features use from Testimonials (the rule: docs/architecture.md, "Client data flow").
// The Testimonials view is a chunk of its own (app/memberViews.ts), not listed here.
export { StarRating } from './components/StarRating';
export type { ReviewableExchange } from './components/WriteTestimonialModal';
export { coachTestimonialsChanged } from './lib/cache';
/** The testimonial dialog, its own chunk fetched when it first opens (docs/architecture.md, "Dialogs on demand"). */
export const WriteTestimonialModal = lazy(() =>
  import('./components/WriteTestimonialModal').then((m) => ({ default: m.WriteTestimonialModal })),
);
