import { defineMessages, type NoMessageValues } from 'react-intl';

/** The disputes' texts on screen (the server's refusals are shown as they come). */
type Amount = { amount: number };

export const DisputeTexts = defineMessages<{
  reasonLength: NoMessageValues;
  opened: NoMessageValues;
  openFailed: NoMessageValues;
  reversed: NoMessageValues;
  dismissed: NoMessageValues;
  resolveFailed: NoMessageValues;
  noteLength: NoMessageValues;
  takenBack: Amount;
  claimed: Amount;
  covered: Amount;
  coveredShortfall: Amount;
}>({
  reasonLength: { id: 'disputes.open.reasonLength', defaultMessage: 'Say what went wrong in 20 to 2,000 characters.' },
  opened: { id: 'disputes.open.sent', defaultMessage: 'Your dispute was sent. An admin will review it.' },
  openFailed: { id: 'disputes.open.failed', defaultMessage: 'The dispute could not be sent. Try again.' },
  reversed: { id: 'disputes.resolve.reversed', defaultMessage: 'The exchange was reversed.' },
  dismissed: { id: 'disputes.resolve.dismissed', defaultMessage: 'The dispute was dismissed.' },
  resolveFailed: { id: 'disputes.resolve.failed', defaultMessage: 'The dispute could not be resolved. Try again.' },
  noteLength: {
    id: 'disputes.resolve.noteLength',
    defaultMessage: 'Write a note of 1 to 2,000 characters: both parties read it.',
  },
  /** What a reversal moved; the EP taken back is always said, the other parts when they are not zero. */
  takenBack: { id: 'disputes.reversal.takenBack', defaultMessage: '{amount} EP taken back from the coach' },
  claimed: { id: 'disputes.reversal.claimed', defaultMessage: "{amount} EP claimed on the coach's holds" },
  covered: { id: 'disputes.reversal.covered', defaultMessage: '{amount} EP covered by Energy Exchange' },
  coveredShortfall: {
    id: 'disputes.reversal.coveredShortfall',
    defaultMessage: '{amount} EP covered by Energy Exchange (shortfall)',
  },
});

export const REASON_MIN = 20;
export const REASON_MAX = 2000;
export const NOTE_MAX = 2000;
