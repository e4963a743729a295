import { graphql } from '../../gql';

/** Everything the client keeps about the signed-in member (stored beside the token). */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    email
    emailVerified
    fullName
    userType
    energyPoints
    energyOnHold
    profileCompleted
    referralCode
    timezone
    locale
    createdAt
    lastLogin
    profile {
      bio
      location
      experienceYears
      skills
      profileImage
      avatarUrl(size: 192)
      imageSource
    }
  }
`);

/** A sign-in's answer: the token and the member to store beside it (log in, code, new password). */
export const SignedInFragment = graphql(`
  fragment SignedIn on AuthPayload {
    accessToken
    user {
      ...SessionUser @unmask
    }
  }
`);

/** A one-time code mailed to the member: where it went and when another may be asked for. */
export const CodeSentFieldsFragment = graphql(`
  fragment CodeSentFields on CodeSent {
    email
    resendAfterSeconds
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUser @unmask
    }
  }
`);

/** The member's level and achievements (docs/design.md §5): My Profile shows them; a change brings them back. */
export const ViewerProgressFragment = graphql(`
  fragment ViewerProgress on User {
    level {
      level
      name
      xp
      currentLevelXp
      nextLevelXp
      nextLevelName
      progressPercent
    }
    achievements {
      key
      title
      description
      icon
      earned
      earnedAt
    }
  }
`);

/**
 * What a change to the member brings back: the stored member's fields plus level and
 * achievements (My Profile). Spread on `viewer` in the answer of every mutation that moves EP or
 * counts towards a badge, and in the live events.
 */
export const ViewerChangesFragment = graphql(`
  fragment ViewerChanges on User {
    ...SessionUser @unmask
    ...ViewerProgress @unmask
  }
`);
