import { defineMessages } from '@formatjs/intl';

/** The moderation module's refusals, answered in the caller's language (docs/i18n.md). */
export const ModerationMessages = defineMessages({
  subjectType: { id: 'moderation.subjectType', defaultMessage: 'subject_type must be member or service' },
  reasonRequired: { id: 'moderation.reasonRequired', defaultMessage: 'A reason is required' },
  reasonTooLong: {
    id: 'moderation.reasonTooLong',
    defaultMessage: 'The reason must be at most {max, number, ::group-off} characters long',
  },
  tooManyReports: {
    id: 'moderation.tooManyReports',
    defaultMessage: 'You have sent many reports today. Please try again tomorrow.',
  },
  alreadyReported: {
    id: 'moderation.alreadyReported',
    defaultMessage: 'You have already reported this. An admin will look at it.',
  },
  status: { id: 'moderation.status', defaultMessage: 'status must be open or closed' },
  reportNotFound: { id: 'moderation.reportNotFound', defaultMessage: 'Report not found' },
  resolutionText: { id: 'moderation.resolutionText', defaultMessage: 'resolution must be text' },
  noteTooLong: {
    id: 'moderation.noteTooLong',
    defaultMessage: 'The note must be at most {max, number, ::group-off} characters long',
  },
  alreadyClosed: { id: 'moderation.alreadyClosed', defaultMessage: 'This report is already closed' },
  suspendSelf: { id: 'moderation.suspendSelf', defaultMessage: 'You cannot suspend yourself' },
  alreadySuspended: { id: 'moderation.alreadySuspended', defaultMessage: 'This member is already suspended' },
  superAdminSuspendsAdmins: {
    id: 'moderation.superAdminSuspendsAdmins',
    defaultMessage: 'Only a super_admin can suspend an admin',
  },
  notSuspended: { id: 'moderation.notSuspended', defaultMessage: 'This member is not suspended' },
});
