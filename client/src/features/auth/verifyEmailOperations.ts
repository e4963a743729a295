import { graphql } from '../../gql';

/** Whether the signed-in member's address is confirmed (the banner reads it from the cache). */
export const EmailVerificationStatusQuery = graphql(`
  query EmailVerificationStatus {
    me {
      id
      email
      emailVerified
    }
  }
`);

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
