/**
 * The quoted texts of the product specification's error catalogue (product-spec.md §8 "Error
 * catalogue": failures and success messages), copied here so that the repository carries what its
 * tests need: a clone has no spec beside it, and tests never read outside the repository.
 *
 * Extracted on 2026-11-23 from §8 by the rule specErrorCatalogue.test.ts used to apply to the spec
 * itself: every text between single quotes ('like this'; not the apostrophe in "the server's
 * detail"), in order, once each, grouped under §8's headings. Placeholders are kept as the spec
 * writes them: <detail>, <status>, {status}, {message}. When the spec's §8 changes, update this
 * list by hand, in the same order.
 */
export const SPEC_ERROR_TEXTS: readonly string[] = [
  // Sign-in and sign-up
  'Invalid email or password',
  'Login failed',
  'Signup failed',
  'Failed to send OTP',
  'Failed to send login code',
  'Failed to send verification code',
  'Invalid OTP',
  'Invalid verification code',
  'Verification failed',
  'Server error ({status})',
  // Coaches and premium
  'Failed to fetch coaches data',
  'Coach not found',
  'Failed to create checkout session',
  'No checkout URL received',
  'Upgrade failed: {message}',
  'Failed to check payment status',
  'Error checking payment status. Please try again.',
  'Payment session expired. Please try again.',
  'Payment status check timed out. Please contact support if your payment was processed.',
  // Referral and clipboard
  'Failed to load referral information',
  'Failed to copy link',
  // Requests, sessions and services
  'Failed to send exchange request: <detail>',
  'Failed to send request: <detail>',
  'Failed to update availability. Please try again.',
  'Failed to save service. Please try again.',
  'Failed to delete service. Please try again.',
  'Failed to accept session. Please try again.',
  'Failed to complete session. Please try again.',
  'Failed to schedule session. Please try again.',
  'Failed to accept request. Please try again.',
  'Failed to complete request. Please try again.',
  'Failed to submit testimonial. Please try again.',
  'Failed to submit testimonial: <detail>',
  'Failed to load completed exchanges. Please try again.',
  // Profile
  'Failed to update profile. Please try again.',
  'Failed to sync with Gravatar. Please try again.',
  'No Gravatar found for this email',
  'Failed to update password',
  // Admin
  'Failed to import users',
  'Server error (<status>)',
  'Failed to add admin: <detail>',
  'Error adding admin user',
  'Failed to remove admin: <detail>',
  'Error removing admin user',
  // Success messages
  'Login successful!',
  'Account created successfully!',
  'Login code sent to your email!',
  'Verification code sent to your email!',
  'Payment successful! Welcome to Premium! You now have unlimited Energy Points.',
  'Link copied to clipboard!',
  'Exchange request sent successfully!',
  'Availability updated successfully!',
  'Service created successfully!',
  'Service updated successfully!',
  'Service deleted successfully!',
];
