import type { ReportSubjectType } from '../../gql/graphql';

/** The server's rule (docs/security.md): a reason of 10–1,000 characters. */
export const REPORT_REASON_MIN = 10;
export const REPORT_REASON_MAX = 1000;

/** What can be reported: a member, or one of their services, named for the dialog. */
export interface ReportSubject {
  type: ReportSubjectType;
  id: string;
  name: string;
}

export function reportReasonError(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REPORT_REASON_MIN) return `Please describe the problem in at least ${REPORT_REASON_MIN} characters`;
  if (text.length > REPORT_REASON_MAX) return `The reason must be at most ${REPORT_REASON_MAX} characters long`;
  return null;
}
