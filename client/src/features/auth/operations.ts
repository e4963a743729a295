import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SignedIn @unmask
    }
  }
`);

export const SendCodeMutation = graphql(`
  mutation SendCode($input: SendCodeInput!) {
    sendCode(input: $input) {
      ...CodeSentFields @unmask
    }
  }
`);

export const VerifyCodeMutation = graphql(`
  mutation VerifyCode($input: VerifyCodeInput!) {
    verifyCode(input: $input) {
      ...SignedIn @unmask
    }
  }
`);

export const ValidateReferralQuery = graphql(`
  query ValidateReferral($code: String!) {
    validateReferral(code: $code) {
      valid
      referrerName
    }
  }
`);
