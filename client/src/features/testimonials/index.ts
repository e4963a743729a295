// What other features use from Testimonials (the rule: docs/architecture.md, "Client data flow").
export { StarRating } from './components/StarRating';
export { TestimonialsView } from './components/TestimonialsView';
export { WriteTestimonialModal, type ReviewableExchange } from './components/WriteTestimonialModal';
export { coachTestimonialsChanged } from './lib/cache';
