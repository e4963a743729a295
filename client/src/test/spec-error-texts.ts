/**
 * The product's error catalogue: every failure and success message a member may read, in the
 * exact words, kept in the repository so that the tests have what they need and never read
 * outside it. This list is the reference for those texts.
 *
 * Extracted on 2026-11-23 from the product's specification (which is not part of the repository):
 * every quoted text, in order, once each, grouped by screen. Placeholders are kept as written
 * there: <detail>, <status>, {status}, {message}. When a text changes, update this list by hand,
 * in the same order.
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
