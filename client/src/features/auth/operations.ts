import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      user {
        ...SessionUser @unmask
      }
    }
  }
`);

export const SendCodeMutation = graphql(`
  mutation SendCode($input: SendCodeInput!) {
    sendCode(input: $input) {
      email
      expiresInSeconds
      resendAfterSeconds
    }
  }
`);

export const VerifyCodeMutation = graphql(`
  mutation VerifyCode($input: VerifyCodeInput!) {
    verifyCode(input: $input) {
      accessToken
      user {
        ...SessionUser @unmask
      }
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
