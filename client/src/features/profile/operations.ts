import { graphql } from '../../gql';

// Saving the profile reuses onboarding's UpdateProfile mutation (features/onboarding/operations.ts).

export const GravatarInfoQuery = graphql(`
  query GravatarInfo {
    gravatarInfo {
      exists
      joinUrl
    }
  }
`);

/** Copies the member's Gravatar into the profile picture; NOT_FOUND when there is none. */
export const SyncGravatarMutation = graphql(`
  mutation SyncGravatar {
    syncGravatar {
      ...SessionUser @unmask
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($newPassword: String!) {
    changePassword(newPassword: $newPassword) {
      ...SignedIn @unmask
    }
  }
`);

/** My Profile's level and achievements (docs/design.md §5), computed by the server from activity. */
export const MyAchievementsQuery = graphql(`
  query MyAchievements {
    me {
      id
      ...ViewerProgress @unmask
    }
  }
`);

/** The member's private calendar feed address (created on first use). */
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      url
    }
  }
`);

/** Revokes the feed address; answers the new one. */
export const ResetCalendarFeedMutation = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed {
      url
    }
  }
`);

/** My Profile › Language: the answer's `locale` updates the member in the cache, and the whole UI follows. */
export const SaveLanguageMutation = graphql(`
  mutation SaveLanguage($locale: String!) {
    updateProfile(input: { locale: $locale }) {
      id
      locale
    }
  }
`);
