/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminAccess {\n    adminAccess\n  }\n": typeof types.AdminAccessDocument,
    "\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n  }\n": typeof types.MemberRow_MemberFragmentDoc,
    "\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminMembersDocument,
    "\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n": typeof types.AdjustEnergyPointsDocument,
    "\n  query AdminUsers {\n    adminUsers {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n": typeof types.AddAdminDocument,
    "\n  mutation RemoveAdmin($email: String!) {\n    removeAdmin(email: $email)\n  }\n": typeof types.RemoveAdminDocument,
    "\n  mutation ExportUsers($fields: [String!]) {\n    exportUsers(fields: $fields) {\n      csvData\n      filename\n    }\n  }\n": typeof types.ExportUsersDocument,
    "\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n": typeof types.OutboxMailFieldsFragmentDoc,
    "\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n": typeof types.DeadMailsDocument,
    "\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n": typeof types.RetryMailDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": typeof types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": typeof types.ValidateReferralDocument,
    "\n  query EmailVerificationStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n": typeof types.EmailVerificationStatusDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      email\n      resendAfterSeconds\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n": typeof types.CoachCard_CoachFragmentDoc,
    "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BrowseCoachesDocument,
    "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n": typeof types.CoachProfileDocument,
    "\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.CoachTestimonialsDocument,
    "\n  fragment OfferCard_offer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n": typeof types.OfferCard_OfferFragmentDoc,
    "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...OfferCard_offer\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DiscoverServicesDocument,
    "\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n": typeof types.ExchangeRequestsView_RequestFragmentDoc,
    "\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n  }\n": typeof types.RequestCard_RequestFragmentDoc,
    "\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      id\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.SendRequestDocument,
    "\n  query ReceivedRequests {\n    receivedRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": typeof types.ReceivedRequestsDocument,
    "\n  query SentRequests {\n    sentRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": typeof types.SentRequestsDocument,
    "\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.RespondToRequestDocument,
    "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.CancelRequestDocument,
    "\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.CompleteRequestDocument,
    "\n  query AvailabilityOf($userId: ID!) {\n    availabilityOf(userId: $userId) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": typeof types.AvailabilityOfDocument,
    "\n  query RequestSessions {\n    mySessions {\n      id\n      exchangeRequestId\n      status\n      createdAt\n      proposedDate\n      proposedTimeSlot\n      timezone\n      startsAt\n    }\n  }\n": typeof types.RequestSessionsDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": typeof types.PlatformStatsDocument,
    "\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n": typeof types.SessionRequestIdFragmentDoc,
    "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    createdAt\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n": typeof types.RecentNotificationsDocument,
    "\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id, read: true) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      kind\n      unreadCount\n      notification {\n        ...NotificationItem @unmask\n      }\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.NotificationEventsDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerChanges @unmask\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PremiumBenefits {\n    premiumBenefits {\n      benefits {\n        icon\n        title\n        description\n        points\n      }\n      price\n      priceCents\n      currency\n      period\n      available\n    }\n  }\n": typeof types.PremiumBenefitsDocument,
    "\n  mutation CreateCheckout($originUrl: String!) {\n    createCheckout(originUrl: $originUrl) {\n      checkoutUrl\n      sessionId\n    }\n  }\n": typeof types.CreateCheckoutDocument,
    "\n  query CheckoutStatus($sessionId: String!) {\n    checkoutStatus(sessionId: $sessionId) {\n      paymentStatus\n      status\n    }\n  }\n": typeof types.CheckoutStatusDocument,
    "\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n": typeof types.GravatarInfoDocument,
    "\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.SyncGravatarDocument,
    "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n": typeof types.MyAchievementsDocument,
    "\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n": typeof types.ReferralInfoDocument,
    "\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n  }\n": typeof types.SessionCard_SessionFragmentDoc,
    "\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n": typeof types.SessionsView_SessionFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...SessionsView_session\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation ProposeSession($input: ProposeSessionInput!) {\n    proposeSession(input: $input) {\n      id\n      ...SessionsView_session\n    }\n  }\n": typeof types.ProposeSessionDocument,
    "\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.RespondToSessionDocument,
    "\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.CompleteSessionDocument,
    "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n": typeof types.AvailabilityFieldsFragmentDoc,
    "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields @unmask\n    }\n  }\n": typeof types.MyAvailabilityDocument,
    "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": typeof types.SetAvailabilityDocument,
    "\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n": typeof types.MyOfferFragmentDoc,
    "\n  query MyServices {\n    myServices {\n      ...MyOffer @unmask\n    }\n  }\n": typeof types.MyServicesDocument,
    "\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.DeleteServiceDocument,
    "\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n  }\n": typeof types.NotificationPreferenceFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n": typeof types.TestimonialCard_TestimonialFragmentDoc,
    "\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n": typeof types.TestimonialWrittenFragmentDoc,
    "\n  query ReceivedTestimonials {\n    receivedTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": typeof types.ReceivedTestimonialsDocument,
    "\n  query GivenTestimonials {\n    givenTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": typeof types.GivenTestimonialsDocument,
    "\n  query ReviewableExchanges {\n    receivedRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n    sentRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.ReviewableExchangesDocument,
    "\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.WriteTestimonialDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment ViewerProgress on User {\n    level {\n      level\n      name\n      xp\n      currentLevelXp\n      nextLevelXp\n      nextLevelName\n      progressPercent\n    }\n    achievements {\n      key\n      title\n      description\n      icon\n      earned\n      earnedAt\n    }\n  }\n": typeof types.ViewerProgressFragmentDoc,
    "\n  fragment ViewerChanges on User {\n    ...SessionUser @unmask\n    ...ViewerProgress @unmask\n  }\n": typeof types.ViewerChangesFragmentDoc,
};
const documents: Documents = {
    "\n  query AdminAccess {\n    adminAccess\n  }\n": types.AdminAccessDocument,
    "\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n  }\n": types.MemberRow_MemberFragmentDoc,
    "\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminMembersDocument,
    "\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n": types.AdjustEnergyPointsDocument,
    "\n  query AdminUsers {\n    adminUsers {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n": types.AddAdminDocument,
    "\n  mutation RemoveAdmin($email: String!) {\n    removeAdmin(email: $email)\n  }\n": types.RemoveAdminDocument,
    "\n  mutation ExportUsers($fields: [String!]) {\n    exportUsers(fields: $fields) {\n      csvData\n      filename\n    }\n  }\n": types.ExportUsersDocument,
    "\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n": types.OutboxMailFieldsFragmentDoc,
    "\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n": types.DeadMailsDocument,
    "\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n": types.RetryMailDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": types.ValidateReferralDocument,
    "\n  query EmailVerificationStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n": types.EmailVerificationStatusDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      email\n      resendAfterSeconds\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n": types.CoachCard_CoachFragmentDoc,
    "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BrowseCoachesDocument,
    "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n": types.CoachProfileDocument,
    "\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.CoachTestimonialsDocument,
    "\n  fragment OfferCard_offer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n": types.OfferCard_OfferFragmentDoc,
    "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...OfferCard_offer\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DiscoverServicesDocument,
    "\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n": types.ExchangeRequestsView_RequestFragmentDoc,
    "\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n  }\n": types.RequestCard_RequestFragmentDoc,
    "\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      id\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.SendRequestDocument,
    "\n  query ReceivedRequests {\n    receivedRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": types.ReceivedRequestsDocument,
    "\n  query SentRequests {\n    sentRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": types.SentRequestsDocument,
    "\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.RespondToRequestDocument,
    "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.CancelRequestDocument,
    "\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.CompleteRequestDocument,
    "\n  query AvailabilityOf($userId: ID!) {\n    availabilityOf(userId: $userId) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": types.AvailabilityOfDocument,
    "\n  query RequestSessions {\n    mySessions {\n      id\n      exchangeRequestId\n      status\n      createdAt\n      proposedDate\n      proposedTimeSlot\n      timezone\n      startsAt\n    }\n  }\n": types.RequestSessionsDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": types.PlatformStatsDocument,
    "\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n": types.SessionRequestIdFragmentDoc,
    "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    createdAt\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n": types.RecentNotificationsDocument,
    "\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id, read: true) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      kind\n      unreadCount\n      notification {\n        ...NotificationItem @unmask\n      }\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.NotificationEventsDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerChanges @unmask\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PremiumBenefits {\n    premiumBenefits {\n      benefits {\n        icon\n        title\n        description\n        points\n      }\n      price\n      priceCents\n      currency\n      period\n      available\n    }\n  }\n": types.PremiumBenefitsDocument,
    "\n  mutation CreateCheckout($originUrl: String!) {\n    createCheckout(originUrl: $originUrl) {\n      checkoutUrl\n      sessionId\n    }\n  }\n": types.CreateCheckoutDocument,
    "\n  query CheckoutStatus($sessionId: String!) {\n    checkoutStatus(sessionId: $sessionId) {\n      paymentStatus\n      status\n    }\n  }\n": types.CheckoutStatusDocument,
    "\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n": types.GravatarInfoDocument,
    "\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser @unmask\n    }\n  }\n": types.SyncGravatarDocument,
    "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n": types.MyAchievementsDocument,
    "\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n": types.ReferralInfoDocument,
    "\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n  }\n": types.SessionCard_SessionFragmentDoc,
    "\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n": types.SessionsView_SessionFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...SessionsView_session\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation ProposeSession($input: ProposeSessionInput!) {\n    proposeSession(input: $input) {\n      id\n      ...SessionsView_session\n    }\n  }\n": types.ProposeSessionDocument,
    "\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.RespondToSessionDocument,
    "\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.CompleteSessionDocument,
    "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n": types.AvailabilityFieldsFragmentDoc,
    "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields @unmask\n    }\n  }\n": types.MyAvailabilityDocument,
    "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": types.SetAvailabilityDocument,
    "\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n": types.MyOfferFragmentDoc,
    "\n  query MyServices {\n    myServices {\n      ...MyOffer @unmask\n    }\n  }\n": types.MyServicesDocument,
    "\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.DeleteServiceDocument,
    "\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n  }\n": types.NotificationPreferenceFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n": types.TestimonialCard_TestimonialFragmentDoc,
    "\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n": types.TestimonialWrittenFragmentDoc,
    "\n  query ReceivedTestimonials {\n    receivedTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": types.ReceivedTestimonialsDocument,
    "\n  query GivenTestimonials {\n    givenTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": types.GivenTestimonialsDocument,
    "\n  query ReviewableExchanges {\n    receivedRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n    sentRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n  }\n": types.ReviewableExchangesDocument,
    "\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.WriteTestimonialDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": types.CategoriesDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": types.MeDocument,
    "\n  fragment ViewerProgress on User {\n    level {\n      level\n      name\n      xp\n      currentLevelXp\n      nextLevelXp\n      nextLevelName\n      progressPercent\n    }\n    achievements {\n      key\n      title\n      description\n      icon\n      earned\n      earnedAt\n    }\n  }\n": types.ViewerProgressFragmentDoc,
    "\n  fragment ViewerChanges on User {\n    ...SessionUser @unmask\n    ...ViewerProgress @unmask\n  }\n": types.ViewerChangesFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccess {\n    adminAccess\n  }\n"): (typeof documents)["\n  query AdminAccess {\n    adminAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n  }\n"): (typeof documents)["\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    adminUsers {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    adminUsers {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      email\n      role\n      createdAt\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAdmin($email: String!) {\n    removeAdmin(email: $email)\n  }\n"): (typeof documents)["\n  mutation RemoveAdmin($email: String!) {\n    removeAdmin(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportUsers($fields: [String!]) {\n    exportUsers(fields: $fields) {\n      csvData\n      filename\n    }\n  }\n"): (typeof documents)["\n  mutation ExportUsers($fields: [String!]) {\n    exportUsers(fields: $fields) {\n      csvData\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n"): (typeof documents)["\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailVerificationStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query EmailVerificationStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      email\n      resendAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      email\n      resendAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n"): (typeof documents)["\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferCard_offer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n"): (typeof documents)["\n  fragment OfferCard_offer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...OfferCard_offer\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...OfferCard_offer\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n"): (typeof documents)["\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n  }\n"): (typeof documents)["\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      id\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      id\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedRequests {\n    receivedRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n"): (typeof documents)["\n  query ReceivedRequests {\n    receivedRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentRequests {\n    sentRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n"): (typeof documents)["\n  query SentRequests {\n    sentRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...ExchangeRequestsView_request\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityOf($userId: ID!) {\n    availabilityOf(userId: $userId) {\n      ...AvailabilityFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityOf($userId: ID!) {\n    availabilityOf(userId: $userId) {\n      ...AvailabilityFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestSessions {\n    mySessions {\n      id\n      exchangeRequestId\n      status\n      createdAt\n      proposedDate\n      proposedTimeSlot\n      timezone\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  query RequestSessions {\n    mySessions {\n      id\n      exchangeRequestId\n      status\n      createdAt\n      proposedDate\n      proposedTimeSlot\n      timezone\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n"): (typeof documents)["\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id, read: true) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id, read: true) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationEvents {\n    notificationEvents {\n      kind\n      unreadCount\n      notification {\n        ...NotificationItem @unmask\n      }\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationEvents {\n    notificationEvents {\n      kind\n      unreadCount\n      notification {\n        ...NotificationItem @unmask\n      }\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerChanges @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerChanges @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PremiumBenefits {\n    premiumBenefits {\n      benefits {\n        icon\n        title\n        description\n        points\n      }\n      price\n      priceCents\n      currency\n      period\n      available\n    }\n  }\n"): (typeof documents)["\n  query PremiumBenefits {\n    premiumBenefits {\n      benefits {\n        icon\n        title\n        description\n        points\n      }\n      price\n      priceCents\n      currency\n      period\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckout($originUrl: String!) {\n    createCheckout(originUrl: $originUrl) {\n      checkoutUrl\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckout($originUrl: String!) {\n    createCheckout(originUrl: $originUrl) {\n      checkoutUrl\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutStatus($sessionId: String!) {\n    checkoutStatus(sessionId: $sessionId) {\n      paymentStatus\n      status\n    }\n  }\n"): (typeof documents)["\n  query CheckoutStatus($sessionId: String!) {\n    checkoutStatus(sessionId: $sessionId) {\n      paymentStatus\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n"): (typeof documents)["\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      accessToken\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n"): (typeof documents)["\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      ...SessionsView_session\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      ...SessionsView_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeSession($input: ProposeSessionInput!) {\n    proposeSession(input: $input) {\n      id\n      ...SessionsView_session\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeSession($input: ProposeSessionInput!) {\n    proposeSession(input: $input) {\n      id\n      ...SessionsView_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      exchangeRequestId\n      ...SessionCard_session\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n"): (typeof documents)["\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServices {\n    myServices {\n      ...MyOffer @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyServices {\n    myServices {\n      ...MyOffer @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n  }\n"): (typeof documents)["\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedTestimonials {\n    receivedTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n"): (typeof documents)["\n  query ReceivedTestimonials {\n    receivedTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GivenTestimonials {\n    givenTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n"): (typeof documents)["\n  query GivenTestimonials {\n    givenTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewableExchanges {\n    receivedRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n    sentRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewableExchanges {\n    receivedRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n    sentRequests {\n      id\n      status\n      canReview\n      completedAt\n      service {\n        id\n        title\n      }\n      otherParty {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerProgress on User {\n    level {\n      level\n      name\n      xp\n      currentLevelXp\n      nextLevelXp\n      nextLevelName\n      progressPercent\n    }\n    achievements {\n      key\n      title\n      description\n      icon\n      earned\n      earnedAt\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerProgress on User {\n    level {\n      level\n      name\n      xp\n      currentLevelXp\n      nextLevelXp\n      nextLevelName\n      progressPercent\n    }\n    achievements {\n      key\n      title\n      description\n      icon\n      earned\n      earnedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerChanges on User {\n    ...SessionUser @unmask\n    ...ViewerProgress @unmask\n  }\n"): (typeof documents)["\n  fragment ViewerChanges on User {\n    ...SessionUser @unmask\n    ...ViewerProgress @unmask\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;