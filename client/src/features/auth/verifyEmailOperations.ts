import { graphql } from '../../gql';

/** Answers the member: its `emailVerified` updates the cached User, which hides the banner. */
export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($code: String!) {
    verifyEmail(code: $code) {
      id
      emailVerified
    }
  }
`);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      ...CodeSentFields @unmask
    }
  }
`);
