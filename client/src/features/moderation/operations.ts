import { graphql } from '../../gql';

export const ReportSubjectMutation = graphql(`
  mutation ReportSubject($subjectType: ReportSubjectType!, $subjectId: ID!, $reason: String!) {
    reportSubject(subjectType: $subjectType, subjectId: $subjectId, reason: $reason) {
      id
      status
    }
  }
`);
