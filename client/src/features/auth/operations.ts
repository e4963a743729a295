import { graphql } from '../../gql';

/** Everything the client keeps about the signed-in member (stored beside the token). */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    email
    fullName
    userType
    energyPoints
    energyOnHold
    profileCompleted
    referralCode
    timezone
    createdAt
    lastLogin
    profile {
      bio
      location
      experienceYears
      skills
      profileImage
      imageSource
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      user {
        ...SessionUser
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
        ...SessionUser
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
