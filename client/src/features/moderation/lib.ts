import type { IntlShape } from 'react-intl';
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

export function reportReasonError(reason: string, intl: IntlShape): string | null {
  const text = reason.trim();
  if (text.length < REPORT_REASON_MIN)
    return intl.formatMessage(
      {
        id: 'moderation.report.reasonTooShort',
        defaultMessage: 'Please describe the problem in at least {min, number} characters',
      },
      { min: REPORT_REASON_MIN },
    );
  if (text.length > REPORT_REASON_MAX)
    return intl.formatMessage(
      {
        id: 'moderation.report.reasonTooLong',
        defaultMessage: 'The reason must be at most {max} characters long',
      },
      { max: REPORT_REASON_MAX },
    );
  return null;
}
