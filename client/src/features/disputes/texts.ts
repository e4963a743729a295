/** The disputes' texts on screen (the server's refusals are shown as they come). */
export const DisputeTexts = {
  reasonLength: 'Say what went wrong in 20 to 2,000 characters.',
  opened: 'Your dispute was sent. An admin will review it.',
  openFailed: 'The dispute could not be sent. Try again.',
  resolved: { REVERSE: 'The exchange was reversed.', DISMISS: 'The dispute was dismissed.' },
  resolveFailed: 'The dispute could not be resolved. Try again.',
  noteLength: 'Write a note of 1 to 2,000 characters: both parties read it.',
} as const;

export const REASON_MIN = 20;
export const REASON_MAX = 2000;
export const NOTE_MAX = 2000;
