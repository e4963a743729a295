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
    "\n  fragment AdminUserFields on AdminUserType {\n    email\n    role\n    createdAt\n    fullName\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  fragment AdminCategoryFields on Category {\n    value\n    label\n    retiredAt\n    translatedLabels {\n      locale\n      label\n    }\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  mutation SetCategoryLabel($value: String!, $locale: String!, $label: String) {\n    setCategoryLabel(value: $value, locale: $locale, label: $label) {\n      value\n      translatedLabels {\n        locale\n        label\n      }\n    }\n  }\n": typeof types.SetCategoryLabelDocument,
    "\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n": typeof types.OutboxMailFieldsFragmentDoc,
    "\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n    suspendedAt\n    suspendedReason\n  }\n": typeof types.MemberRow_MemberFragmentDoc,
    "\n  fragment ReportItem_report on AdminReport {\n    id\n    subjectType\n    serviceTitle\n    subjectMember {\n      id\n      fullName\n      email\n      suspended\n    }\n    reporterName\n    reason\n    status\n    createdAt\n    closedAt\n    resolution\n  }\n": typeof types.ReportItem_ReportFragmentDoc,
    "\n  fragment MemberSuspensionFields on MemberSuspension {\n    id\n    suspendedAt\n    suspendedReason\n  }\n": typeof types.MemberSuspensionFieldsFragmentDoc,
    "\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.AdminMembersDocument,
    "\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n": typeof types.AdjustEnergyPointsDocument,
    "\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields @unmask\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      ...AdminUserFields @unmask\n    }\n  }\n": typeof types.AddAdminDocument,
    "\n  mutation RemoveAdmin($email: String!) {\n    removeAdmin(email: $email)\n  }\n": typeof types.RemoveAdminDocument,
    "\n  mutation ExportUsers($fields: [String!]) {\n    exportUsers(fields: $fields) {\n      csvData\n      filename\n    }\n  }\n": typeof types.ExportUsersDocument,
    "\n  mutation SuspendMember($userId: ID!, $reason: String!) {\n    suspendMember(userId: $userId, reason: $reason) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n": typeof types.SuspendMemberDocument,
    "\n  mutation UnsuspendMember($userId: ID!) {\n    unsuspendMember(userId: $userId) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n": typeof types.UnsuspendMemberDocument,
    "\n  query AdminReports($status: ReportStatus!, $first: Int!, $after: String) {\n    adminReports(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ReportItem_report\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.AdminReportsDocument,
    "\n  mutation CloseReport($id: ID!, $resolution: String) {\n    closeReport(id: $id, resolution: $resolution) {\n      id\n      ...ReportItem_report\n    }\n  }\n": typeof types.CloseReportDocument,
    "\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        actor\n        action\n        subject\n        subjectName\n        detail\n        createdAt\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n": typeof types.DeadMailsDocument,
    "\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n": typeof types.RetryMailDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation AddCategory($value: String!, $label: String!) {\n    addCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": typeof types.AddCategoryDocument,
    "\n  mutation RenameCategory($value: String!, $label: String!) {\n    renameCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": typeof types.RenameCategoryDocument,
    "\n  mutation SetCategoryRetired($value: String!, $retired: Boolean!) {\n    setCategoryRetired(value: $value, retired: $retired) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": typeof types.SetCategoryRetiredDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      ...CodeSentFields @unmask\n    }\n  }\n": typeof types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n": typeof types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": typeof types.ValidateReferralDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      ...CodeSentFields @unmask\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      avatarUrl(size: 112)\n      location\n      experienceYears\n      bio\n      skills\n    }\n    ...ReliabilitySummary_coach\n  }\n": typeof types.CoachCard_CoachFragmentDoc,
    "\n  fragment ReliabilitySummary_coach on Coach {\n    id\n    reliability {\n      responseRate\n      completionRate\n      averageRating\n      ratingCount\n      completedExchanges\n      newMember\n      medianResponseMinutes\n    }\n  }\n": typeof types.ReliabilitySummary_CoachFragmentDoc,
    "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String, $sort: CoachSort) {\n    coaches(filter: $filter, first: $first, after: $after, sort: $sort) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BrowseCoachesDocument,
    "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        avatarUrl(size: 176)\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n        ...NextGroupSessions_service\n      }\n      ...ReliabilitySummary_coach\n    }\n  }\n": typeof types.CoachProfileDocument,
    "\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.CoachTestimonialsDocument,
    "\n  fragment MessageBubble_message on Message {\n    id\n    body\n    createdAt\n  }\n": typeof types.MessageBubble_MessageFragmentDoc,
    "\n  fragment ThreadButton_request on ExchangeRequestType {\n    id\n    unreadCount\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n": typeof types.ThreadButton_RequestFragmentDoc,
    "\n  fragment Unread on GroupSession {\n    unreadCount\n  }\n": typeof types.UnreadFragmentDoc,
    "\n  query Thread($requestId: ID!, $first: Int!, $after: String) {\n    exchangeRequest(id: $requestId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n": typeof types.ThreadDocument,
    "\n  query GroupThread($groupSessionId: ID!, $first: Int!, $after: String) {\n    groupSessionThread(groupSessionId: $groupSessionId) {\n      groupSessionId\n      members {\n        id\n        fullName\n      }\n    }\n    groupSession(id: $groupSessionId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n": typeof types.GroupThreadDocument,
    "\n  fragment QuestionFields on Question {\n    id\n    title\n    role\n    subject\n    serviceId\n    coachId\n    unreadCount\n    requestId\n    canPropose\n    canConfirm\n    lastMessageAt\n    otherMember {\n      id\n      fullName\n    }\n    proposedService {\n      id\n      title\n      energyCost\n    }\n  }\n": typeof types.QuestionFieldsFragmentDoc,
    "\n  query QuestionThread($questionId: ID!, $first: Int!, $after: String) {\n    question(id: $questionId) {\n      ...QuestionFields @unmask\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n": typeof types.QuestionThreadDocument,
    "\n  query MyQuestions($first: Int!, $after: String) {\n    myQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n": typeof types.MyQuestionsDocument,
    "\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      ...QuestionFields @unmask\n    }\n  }\n": typeof types.AskQuestionDocument,
    "\n  mutation QuestionToRequest($questionId: ID!, $input: QuestionToRequestInput) {\n    questionToRequest(questionId: $questionId, input: $input) {\n      ...QuestionFields @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.QuestionToRequestDocument,
    "\n  mutation SendQuestionMessage($questionId: ID!, $body: String!) {\n    sendQuestionMessage(questionId: $questionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n": typeof types.SendQuestionMessageDocument,
    "\n  mutation MarkQuestionThreadRead($questionId: ID!) {\n    markQuestionThreadRead(questionId: $questionId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkQuestionThreadReadDocument,
    "\n  query ServicesToPropose {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n": typeof types.ServicesToProposeDocument,
    "\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId) {\n      id\n      fullName\n      blockedAt\n    }\n  }\n": typeof types.BlockMemberDocument,
    "\n  mutation SendGroupMessage($groupSessionId: ID!, $body: String!) {\n    sendGroupSessionMessage(groupSessionId: $groupSessionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n": typeof types.SendGroupMessageDocument,
    "\n  mutation MarkGroupThreadRead($groupSessionId: ID!) {\n    markGroupSessionThreadRead(groupSessionId: $groupSessionId) {\n      groupSessionId\n      unreadCount\n    }\n  }\n": typeof types.MarkGroupThreadReadDocument,
    "\n  mutation SendMessage($requestId: ID!, $body: String!) {\n    sendMessage(requestId: $requestId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkThreadRead($requestId: ID!) {\n    markThreadRead(requestId: $requestId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkThreadReadDocument,
    "\n  fragment ThreadMessage on Message {\n    id\n    requestId\n    groupSessionId\n    questionId\n    senderId\n    createdAt\n    ...MessageBubble_message\n  }\n": typeof types.ThreadMessageFragmentDoc,
    "\n  query ThreadUnreadCounts($groupSessions: Int!, $questions: Int!) {\n    receivedRequests {\n      id\n      unreadCount\n    }\n    sentRequests {\n      id\n      unreadCount\n    }\n    coachedGroupSessions: myGroupSessions(role: COACH, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    attendedGroupSessions: myGroupSessions(role: ATTENDEE, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    myQuestions(first: $questions) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n": typeof types.ThreadUnreadCountsDocument,
    "\n  subscription MessageEvents($requestId: ID, $groupSessionId: ID, $questionId: ID) {\n    messageEvents(requestId: $requestId, groupSessionId: $groupSessionId, questionId: $questionId) {\n      threadUnreadCount\n      message {\n        ...ThreadMessage @unmask\n      }\n    }\n  }\n": typeof types.MessageEventsDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n    ...NextGroupSessions_service\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...ServiceCard_service\n      }\n      totalCount\n      totalCountIsCapped\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.DiscoverServicesDocument,
    "\n  fragment DisputeRow_dispute on Dispute {\n    id\n    status\n    serviceTitle\n    energyCost\n    completedAt\n    reason\n    createdAt\n    resolvedAt\n    resolutionNote\n    resolvedBy\n    reversedAmount\n    claimedAmount\n    shortfall\n    openedBy {\n      id\n      fullName\n    }\n    requester {\n      id\n      fullName\n    }\n    coach {\n      id\n      fullName\n    }\n  }\n": typeof types.DisputeRow_DisputeFragmentDoc,
    "\n  query RequestDisputeTestCard {\n    sentRequests {\n      id\n      ...RequestDispute_request\n    }\n  }\n": typeof types.RequestDisputeTestCardDocument,
    "\n  fragment RequestDispute_request on ExchangeRequestType {\n    id\n    canDispute\n    dispute {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n": typeof types.RequestDispute_RequestFragmentDoc,
    "\n  mutation OpenDispute($requestId: ID!, $reason: String!) {\n    openDispute(requestId: $requestId, reason: $reason) {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n": typeof types.OpenDisputeDocument,
    "\n  mutation OpenGroupSessionDispute($groupSessionId: ID!, $reason: String!) {\n    openGroupSessionDispute(groupSessionId: $groupSessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.OpenGroupSessionDisputeDocument,
    "\n  query AdminDisputes($status: DisputeFilter!, $first: Int!, $after: String) {\n    adminDisputes(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        status\n        ...DisputeRow_dispute\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.AdminDisputesDocument,
    "\n  mutation ResolveDispute($disputeId: ID!, $action: DisputeAction!, $note: String!) {\n    resolveDispute(disputeId: $disputeId, action: $action, note: $note) {\n      id\n      status\n      ...DisputeRow_dispute\n    }\n  }\n": typeof types.ResolveDisputeDocument,
    "\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n": typeof types.ExchangeRequestsView_RequestFragmentDoc,
    "\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    swapId\n    swapKind\n    dispute {\n      id\n      status\n    }\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n    ...ThreadButton_request\n    ...RequestDispute_request\n  }\n": typeof types.RequestCard_RequestFragmentDoc,
    "\n  fragment RequestChange on ExchangeRequestType {\n    id\n    ...ExchangeRequestsView_request\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": typeof types.RequestChangeFragmentDoc,
    "\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n": typeof types.SendRequestDocument,
    "\n  mutation ConfirmQuestionRequest($questionId: ID!, $message: String) {\n    questionToRequest(questionId: $questionId, input: { message: $message }) {\n      id\n      requestId\n      canConfirm\n      canPropose\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.ConfirmQuestionRequestDocument,
    "\n  query ReceivedRequests {\n    receivedRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": typeof types.ReceivedRequestsDocument,
    "\n  query SentRequests {\n    sentRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": typeof types.SentRequestsDocument,
    "\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n": typeof types.RespondToRequestDocument,
    "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n": typeof types.CancelRequestDocument,
    "\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n": typeof types.CompleteRequestDocument,
    "\n  query AvailabilityOf($userId: ID!) {\n    availabilityOf(userId: $userId) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": typeof types.AvailabilityOfDocument,
    "\n  query RequestSessions {\n    mySessions {\n      id\n      exchangeRequestId\n      status\n      createdAt\n      proposedDate\n      proposedTimeSlot\n      timezone\n      startsAt\n    }\n  }\n": typeof types.RequestSessionsDocument,
    "\n  fragment GroupSessionCard_groupSession on GroupSession {\n    id\n    status\n    serviceTitle\n    coachId\n    coachName\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsTaken\n    seatsLeft\n    waitlisted\n    energyCost\n    notes\n    myStatus\n    myWaitlistRank\n    canLeave\n    canCancel\n    canComplete\n    canReview\n    canDispute\n    unreadCount\n    viewerAction\n    roster {\n      memberId\n      fullName\n      status\n      waitlistRank\n    }\n  }\n": typeof types.GroupSessionCard_GroupSessionFragmentDoc,
    "\n  fragment GroupSessionLine_groupSession on GroupSession {\n    id\n    status\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsLeft\n    waitlisted\n    myStatus\n    myWaitlistRank\n    viewerAction\n  }\n": typeof types.GroupSessionLine_GroupSessionFragmentDoc,
    "\n  fragment NextGroupSessions_service on Service {\n    id\n    title\n    nextGroupSessions {\n      id\n      ...GroupSessionLine_groupSession\n    }\n  }\n": typeof types.NextGroupSessions_ServiceFragmentDoc,
    "\n  fragment GroupSessionChange on GroupSession {\n    id\n    status\n    startsAt\n    serviceId\n    myStatus\n    ...GroupSessionLine_groupSession\n    ...GroupSessionCard_groupSession\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": typeof types.GroupSessionChangeFragmentDoc,
    "\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      id\n      ...GroupSessionLine_groupSession\n      ...GroupSessionCard_groupSession\n    }\n  }\n": typeof types.GroupSessionDocument,
    "\n  query ServiceGroupSessions($serviceId: ID!) {\n    groupSessions(serviceId: $serviceId) {\n      id\n      status\n      startsAt\n      ...GroupSessionCard_groupSession\n    }\n  }\n": typeof types.ServiceGroupSessionsDocument,
    "\n  query MyGroupSessions($first: Int!) {\n    coaching: myGroupSessions(role: COACH, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n    attending: myGroupSessions(role: ATTENDEE, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.MyGroupSessionsDocument,
    "\n  fragment MyGroupSession on GroupSession {\n    id\n    status\n    startsAt\n    ...GroupSessionCard_groupSession\n  }\n": typeof types.MyGroupSessionFragmentDoc,
    "\n  query MyGroupSessionSlots {\n    myAvailability {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n      saturday\n      sunday\n      timezone\n    }\n  }\n": typeof types.MyGroupSessionSlotsDocument,
    "\n  mutation ScheduleGroupSession($input: ScheduleGroupSessionInput!) {\n    scheduleGroupSession(input: $input) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": typeof types.ScheduleGroupSessionDocument,
    "\n  mutation EditGroupSessionNotes($id: ID!, $notes: String) {\n    editGroupSessionNotes(id: $id, input: { notes: $notes }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": typeof types.EditGroupSessionNotesDocument,
    "\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": typeof types.JoinGroupSessionDocument,
    "\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": typeof types.LeaveGroupSessionDocument,
    "\n  mutation CancelGroupSession($id: ID!) {\n    cancelGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": typeof types.CancelGroupSessionDocument,
    "\n  mutation CompleteGroupSession($id: ID!, $attended: [ID!]!) {\n    completeGroupSession(id: $id, input: { attended: $attended }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": typeof types.CompleteGroupSessionDocument,
    "\n  subscription GroupSessionSeatEvents {\n    groupSessionSeatEvents {\n      groupSessionId\n      serviceId\n      status\n      seatsTaken\n      seatsLeft\n      waitlisted\n    }\n  }\n": typeof types.GroupSessionSeatEventsDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": typeof types.PlatformStatsDocument,
    "\n  fragment LedgerEntryRow_entry on LedgerEntryType {\n    id\n    createdAt\n    kind\n    description\n    amount\n    balance\n    otherParty {\n      id\n      fullName\n    }\n  }\n": typeof types.LedgerEntryRow_EntryFragmentDoc,
    "\n  fragment LedgerHoldRow_hold on LedgerHoldType {\n    id\n    serviceTitle\n    amount\n    status\n    since\n    coach {\n      id\n      fullName\n    }\n  }\n": typeof types.LedgerHoldRow_HoldFragmentDoc,
    "\n  query MyLedger($first: Int!, $after: String) {\n    myLedger(first: $first, after: $after) {\n      entries {\n        id\n        ...LedgerEntryRow_entry\n      }\n      holds {\n        id\n        ...LedgerHoldRow_hold\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.MyLedgerDocument,
    "\n  fragment RingSuggestionCard_suggestion on RingSuggestion {\n    secondName\n    thirdName\n    myServiceId\n    myServiceTitle\n    myCost\n    secondServiceId\n    secondServiceTitle\n    secondCost\n    thirdServiceId\n    thirdServiceTitle\n    thirdCost\n    myNeedTitle\n    secondNeedTitle\n    thirdNeedTitle\n  }\n": typeof types.RingSuggestionCard_SuggestionFragmentDoc,
    "\n  fragment RingCard_ring on Ring {\n    id\n    status\n    myRole\n    canAccept\n    canDecline\n    canCancel\n    members {\n      memberId\n      fullName\n      accepted\n    }\n    iGive {\n      requestId\n      giverId\n    }\n    sides {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n      giverName\n      receiverName\n    }\n  }\n": typeof types.RingCard_RingFragmentDoc,
    "\n  fragment SwapSuggestionCard_suggestion on SwapSuggestion {\n    partnerId\n    partnerName\n    myServiceId\n    myServiceTitle\n    myCost\n    theirServiceId\n    theirServiceTitle\n    theirCost\n    myNeedTitle\n    theirNeedTitle\n  }\n": typeof types.SwapSuggestionCard_SuggestionFragmentDoc,
    "\n  fragment SwapCard_swap on Swap {\n    id\n    status\n    myRole\n    partnerName\n    difference\n    iPay\n    iEarn\n    canAccept\n    canDecline\n    canCancel\n    iGive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n    iReceive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n  }\n": typeof types.SwapCard_SwapFragmentDoc,
    "\n  query ForYou {\n    matches {\n      services {\n        needId\n        service {\n          id\n          title\n          energyCost\n          durationMinutes\n          categoryLabel\n          coach {\n            id\n            fullName\n          }\n        }\n      }\n      needs {\n        id\n        ...NeedCard_need\n      }\n      swaps {\n        partnerId\n        myServiceId\n        theirServiceId\n        ...SwapSuggestionCard_suggestion\n      }\n      rings {\n        secondId\n        thirdId\n        myServiceId\n        secondServiceId\n        thirdServiceId\n        ...RingSuggestionCard_suggestion\n      }\n    }\n    # Whether the member has an open need and a service: what \"No swaps yet\" asks of them.\n    myNeeds {\n      id\n      open\n    }\n    myServices {\n      id\n    }\n    mySwaps(first: 20) {\n      nodes {\n        id\n        ...SwapCard_swap\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ForYouDocument,
    "\n  mutation ProposeSwap($myServiceId: ID!, $theirServiceId: ID!) {\n    proposeSwap(myServiceId: $myServiceId, theirServiceId: $theirServiceId) {\n      id\n      partnerId\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": typeof types.ProposeSwapDocument,
    "\n  mutation AcceptSwap($id: ID!) {\n    acceptSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": typeof types.AcceptSwapDocument,
    "\n  mutation DeclineSwap($id: ID!) {\n    declineSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": typeof types.DeclineSwapDocument,
    "\n  mutation CancelSwap($id: ID!) {\n    cancelSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": typeof types.CancelSwapDocument,
    "\n  query MyRings {\n    myRings(first: 20) {\n      nodes {\n        id\n        ...RingCard_ring\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyRingsDocument,
    "\n  mutation ProposeRing($myServiceId: ID!, $secondServiceId: ID!, $thirdServiceId: ID!) {\n    proposeRing(myServiceId: $myServiceId, secondServiceId: $secondServiceId, thirdServiceId: $thirdServiceId) {\n      id\n      members {\n        memberId\n      }\n      ...RingCard_ring\n    }\n  }\n": typeof types.ProposeRingDocument,
    "\n  mutation AcceptRing($id: ID!) {\n    acceptRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n": typeof types.AcceptRingDocument,
    "\n  mutation DeclineRing($id: ID!) {\n    declineRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n": typeof types.DeclineRingDocument,
    "\n  mutation CancelRing($id: ID!) {\n    cancelRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n": typeof types.CancelRingDocument,
    "\n  mutation ReportSubject($subjectType: ReportSubjectType!, $subjectId: ID!, $reason: String!) {\n    reportSubject(subjectType: $subjectType, subjectId: $subjectId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.ReportSubjectDocument,
    "\n  fragment MyNeedItem_need on Need {\n    id\n    ...NeedSummary_need\n    answers {\n      serviceId\n      helperName\n      serviceTitle\n      energyCost\n      durationMinutes\n      active\n    }\n  }\n": typeof types.MyNeedItem_NeedFragmentDoc,
    "\n  fragment NeedSummary_need on Need {\n    id\n    title\n    description\n    category\n    categoryLabel\n    maxEnergy\n    endsOn\n    open\n  }\n": typeof types.NeedSummary_NeedFragmentDoc,
    "\n  fragment NeedCard_need on Need {\n    id\n    ...NeedSummary_need\n    authorName\n    answerCount\n    isMine\n    helpedByMe\n  }\n": typeof types.NeedCard_NeedFragmentDoc,
    "\n  query NeedsBoard($filter: NeedFilter, $first: Int!, $after: String) {\n    needs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        isMine\n        ...NeedCard_need\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.NeedsBoardDocument,
    "\n  query MyNeeds {\n    myNeeds {\n      id\n      ...MyNeedItem_need\n    }\n  }\n": typeof types.MyNeedsDocument,
    "\n  query MyServicesForHelp {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n": typeof types.MyServicesForHelpDocument,
    "\n  mutation CreateNeed($input: NeedInput!) {\n    createNeed(input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n": typeof types.CreateNeedDocument,
    "\n  mutation UpdateNeed($id: ID!, $input: NeedInput!) {\n    updateNeed(id: $id, input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n": typeof types.UpdateNeedDocument,
    "\n  mutation CloseNeed($id: ID!, $closed: Boolean!) {\n    closeNeed(id: $id, closed: $closed) {\n      id\n      ...MyNeedItem_need\n    }\n  }\n": typeof types.CloseNeedDocument,
    "\n  mutation DeleteNeed($id: ID!) {\n    deleteNeed(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteNeedDocument,
    "\n  mutation AnswerNeed($id: ID!, $serviceId: ID!) {\n    answerNeed(id: $id, serviceId: $serviceId) {\n      id\n      answerCount\n      helpedByMe\n    }\n  }\n": typeof types.AnswerNeedDocument,
    "\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n": typeof types.SessionRequestIdFragmentDoc,
    "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    url\n    createdAt\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n": typeof types.RecentNotificationsDocument,
    "\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": typeof types.NotificationsPageDocument,
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
    "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      ...SignedIn @unmask\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n": typeof types.MyAchievementsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  mutation SaveLanguage($locale: String!) {\n    updateProfile(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": typeof types.SaveLanguageDocument,
    "\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n": typeof types.ReferralInfoDocument,
    "\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n    exchangeRequest {\n      id\n      ...ThreadButton_request\n    }\n  }\n": typeof types.SessionCard_SessionFragmentDoc,
    "\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n": typeof types.SessionsView_SessionFragmentDoc,
    "\n  fragment SessionChange on SessionType {\n    id\n    exchangeRequestId\n    ...SessionCard_session\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": typeof types.SessionChangeFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...SessionsView_session\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation ProposeSession($input: ProposeSessionInput!) {\n    proposeSession(input: $input) {\n      id\n      ...SessionsView_session\n    }\n  }\n": typeof types.ProposeSessionDocument,
    "\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      ...SessionChange @unmask\n    }\n  }\n": typeof types.RespondToSessionDocument,
    "\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      ...SessionChange @unmask\n    }\n  }\n": typeof types.CompleteSessionDocument,
    "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n": typeof types.AvailabilityFieldsFragmentDoc,
    "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields @unmask\n    }\n  }\n": typeof types.MyAvailabilityDocument,
    "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": typeof types.SetAvailabilityDocument,
    "\n  fragment MyService on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n": typeof types.MyServiceFragmentDoc,
    "\n  fragment MyServiceChange on Service {\n    ...MyService @unmask\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": typeof types.MyServiceChangeFragmentDoc,
    "\n  query MyServices {\n    myServices {\n      ...MyService @unmask\n    }\n  }\n": typeof types.MyServicesDocument,
    "\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyServiceChange @unmask\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyServiceChange @unmask\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.DeleteServiceDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      filename\n      json\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      ...CodeSentFields @unmask\n    }\n  }\n": typeof types.SendAccountDeletionCodeDocument,
    "\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n    push\n  }\n": typeof types.NotificationPreferenceFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  fragment PushDeviceFields on PushDevice {\n    id\n    browser\n    createdAt\n    lastUsedAt\n  }\n": typeof types.PushDeviceFieldsFragmentDoc,
    "\n  query PushDevices {\n    pushDevices(first: 20) {\n      totalCount\n      nodes {\n        ...PushDeviceFields @unmask\n      }\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation AddPushDevice($subscription: PushSubscriptionInput!) {\n    addPushDevice(subscription: $subscription) {\n      ...PushDeviceFields @unmask\n    }\n  }\n": typeof types.AddPushDeviceDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": typeof types.RemovePushDeviceDocument,
    "\n  query BlockedMembers($first: Int!, $after: String) {\n    blockedMembers(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        fullName\n        blockedAt\n      }\n    }\n  }\n": typeof types.BlockedMembersDocument,
    "\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n": typeof types.UnblockMemberDocument,
    "\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n": typeof types.TestimonialCard_TestimonialFragmentDoc,
    "\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    groupSessionId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n": typeof types.TestimonialWrittenFragmentDoc,
    "\n  query ReceivedTestimonials {\n    receivedTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": typeof types.ReceivedTestimonialsDocument,
    "\n  query GivenTestimonials {\n    givenTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": typeof types.GivenTestimonialsDocument,
    "\n  fragment ReviewableExchange on ExchangeRequestType {\n    id\n    status\n    canReview\n    completedAt\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n": typeof types.ReviewableExchangeFragmentDoc,
    "\n  query ReviewableExchanges {\n    receivedRequests {\n      ...ReviewableExchange @unmask\n    }\n    sentRequests {\n      ...ReviewableExchange @unmask\n    }\n  }\n": typeof types.ReviewableExchangesDocument,
    "\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.WriteTestimonialDocument,
    "\n  mutation WriteGroupSessionTestimonial($groupSessionId: ID!, $input: SeatTestimonialInput!) {\n    writeGroupSessionTestimonial(groupSessionId: $groupSessionId, input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": typeof types.WriteGroupSessionTestimonialDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  fragment NextPage on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.NextPageFragmentDoc,
    "\n  fragment SessionUser on User {\n    id\n    email\n    emailVerified\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    locale\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      avatarUrl(size: 192)\n      imageSource\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  fragment SignedIn on AuthPayload {\n    accessToken\n    user {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.SignedInFragmentDoc,
    "\n  fragment CodeSentFields on CodeSent {\n    email\n    resendAfterSeconds\n  }\n": typeof types.CodeSentFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment ViewerProgress on User {\n    level {\n      level\n      name\n      xp\n      currentLevelXp\n      nextLevelXp\n      nextLevelName\n      progressPercent\n    }\n    achievements {\n      key\n      title\n      description\n      icon\n      earned\n      earnedAt\n    }\n  }\n": typeof types.ViewerProgressFragmentDoc,
    "\n  fragment ViewerChanges on User {\n    ...SessionUser @unmask\n    ...ViewerProgress @unmask\n  }\n": typeof types.ViewerChangesFragmentDoc,
};
const documents: Documents = {
    "\n  query AdminAccess {\n    adminAccess\n  }\n": types.AdminAccessDocument,
    "\n  fragment AdminUserFields on AdminUserType {\n    email\n    role\n    createdAt\n    fullName\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  fragment AdminCategoryFields on Category {\n    value\n    label\n    retiredAt\n    translatedLabels {\n      locale\n      label\n    }\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  mutation SetCategoryLabel($value: String!, $locale: String!, $label: String) {\n    setCategoryLabel(value: $value, locale: $locale, label: $label) {\n      value\n      translatedLabels {\n        locale\n        label\n      }\n    }\n  }\n": types.SetCategoryLabelDocument,
    "\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n": types.OutboxMailFieldsFragmentDoc,
    "\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n    suspendedAt\n    suspendedReason\n  }\n": types.MemberRow_MemberFragmentDoc,
    "\n  fragment ReportItem_report on AdminReport {\n    id\n    subjectType\n    serviceTitle\n    subjectMember {\n      id\n      fullName\n      email\n      suspended\n    }\n    reporterName\n    reason\n    status\n    createdAt\n    closedAt\n    resolution\n  }\n": types.ReportItem_ReportFragmentDoc,
    "\n  fragment MemberSuspensionFields on MemberSuspension {\n    id\n    suspendedAt\n    suspendedReason\n  }\n": types.MemberSuspensionFieldsFragmentDoc,
    "\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.AdminMembersDocument,
    "\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n": types.AdjustEnergyPointsDocument,
    "\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields @unmask\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      ...AdminUserFields @unmask\n    }\n  }\n": types.AddAdminDocument,
    "\n  mutation RemoveAdmin($email: String!) {\n    removeAdmin(email: $email)\n  }\n": types.RemoveAdminDocument,
    "\n  mutation ExportUsers($fields: [String!]) {\n    exportUsers(fields: $fields) {\n      csvData\n      filename\n    }\n  }\n": types.ExportUsersDocument,
    "\n  mutation SuspendMember($userId: ID!, $reason: String!) {\n    suspendMember(userId: $userId, reason: $reason) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n": types.SuspendMemberDocument,
    "\n  mutation UnsuspendMember($userId: ID!) {\n    unsuspendMember(userId: $userId) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n": types.UnsuspendMemberDocument,
    "\n  query AdminReports($status: ReportStatus!, $first: Int!, $after: String) {\n    adminReports(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ReportItem_report\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.AdminReportsDocument,
    "\n  mutation CloseReport($id: ID!, $resolution: String) {\n    closeReport(id: $id, resolution: $resolution) {\n      id\n      ...ReportItem_report\n    }\n  }\n": types.CloseReportDocument,
    "\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        actor\n        action\n        subject\n        subjectName\n        detail\n        createdAt\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n": types.DeadMailsDocument,
    "\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n": types.RetryMailDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation AddCategory($value: String!, $label: String!) {\n    addCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": types.AddCategoryDocument,
    "\n  mutation RenameCategory($value: String!, $label: String!) {\n    renameCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": types.RenameCategoryDocument,
    "\n  mutation SetCategoryRetired($value: String!, $retired: Boolean!) {\n    setCategoryRetired(value: $value, retired: $retired) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n": types.SetCategoryRetiredDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      ...CodeSentFields @unmask\n    }\n  }\n": types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": types.ValidateReferralDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      ...CodeSentFields @unmask\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      avatarUrl(size: 112)\n      location\n      experienceYears\n      bio\n      skills\n    }\n    ...ReliabilitySummary_coach\n  }\n": types.CoachCard_CoachFragmentDoc,
    "\n  fragment ReliabilitySummary_coach on Coach {\n    id\n    reliability {\n      responseRate\n      completionRate\n      averageRating\n      ratingCount\n      completedExchanges\n      newMember\n      medianResponseMinutes\n    }\n  }\n": types.ReliabilitySummary_CoachFragmentDoc,
    "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String, $sort: CoachSort) {\n    coaches(filter: $filter, first: $first, after: $after, sort: $sort) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BrowseCoachesDocument,
    "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        avatarUrl(size: 176)\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n        ...NextGroupSessions_service\n      }\n      ...ReliabilitySummary_coach\n    }\n  }\n": types.CoachProfileDocument,
    "\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.CoachTestimonialsDocument,
    "\n  fragment MessageBubble_message on Message {\n    id\n    body\n    createdAt\n  }\n": types.MessageBubble_MessageFragmentDoc,
    "\n  fragment ThreadButton_request on ExchangeRequestType {\n    id\n    unreadCount\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n": types.ThreadButton_RequestFragmentDoc,
    "\n  fragment Unread on GroupSession {\n    unreadCount\n  }\n": types.UnreadFragmentDoc,
    "\n  query Thread($requestId: ID!, $first: Int!, $after: String) {\n    exchangeRequest(id: $requestId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n": types.ThreadDocument,
    "\n  query GroupThread($groupSessionId: ID!, $first: Int!, $after: String) {\n    groupSessionThread(groupSessionId: $groupSessionId) {\n      groupSessionId\n      members {\n        id\n        fullName\n      }\n    }\n    groupSession(id: $groupSessionId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n": types.GroupThreadDocument,
    "\n  fragment QuestionFields on Question {\n    id\n    title\n    role\n    subject\n    serviceId\n    coachId\n    unreadCount\n    requestId\n    canPropose\n    canConfirm\n    lastMessageAt\n    otherMember {\n      id\n      fullName\n    }\n    proposedService {\n      id\n      title\n      energyCost\n    }\n  }\n": types.QuestionFieldsFragmentDoc,
    "\n  query QuestionThread($questionId: ID!, $first: Int!, $after: String) {\n    question(id: $questionId) {\n      ...QuestionFields @unmask\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n": types.QuestionThreadDocument,
    "\n  query MyQuestions($first: Int!, $after: String) {\n    myQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n": types.MyQuestionsDocument,
    "\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      ...QuestionFields @unmask\n    }\n  }\n": types.AskQuestionDocument,
    "\n  mutation QuestionToRequest($questionId: ID!, $input: QuestionToRequestInput) {\n    questionToRequest(questionId: $questionId, input: $input) {\n      ...QuestionFields @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.QuestionToRequestDocument,
    "\n  mutation SendQuestionMessage($questionId: ID!, $body: String!) {\n    sendQuestionMessage(questionId: $questionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n": types.SendQuestionMessageDocument,
    "\n  mutation MarkQuestionThreadRead($questionId: ID!) {\n    markQuestionThreadRead(questionId: $questionId) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkQuestionThreadReadDocument,
    "\n  query ServicesToPropose {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n": types.ServicesToProposeDocument,
    "\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId) {\n      id\n      fullName\n      blockedAt\n    }\n  }\n": types.BlockMemberDocument,
    "\n  mutation SendGroupMessage($groupSessionId: ID!, $body: String!) {\n    sendGroupSessionMessage(groupSessionId: $groupSessionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n": types.SendGroupMessageDocument,
    "\n  mutation MarkGroupThreadRead($groupSessionId: ID!) {\n    markGroupSessionThreadRead(groupSessionId: $groupSessionId) {\n      groupSessionId\n      unreadCount\n    }\n  }\n": types.MarkGroupThreadReadDocument,
    "\n  mutation SendMessage($requestId: ID!, $body: String!) {\n    sendMessage(requestId: $requestId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkThreadRead($requestId: ID!) {\n    markThreadRead(requestId: $requestId) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkThreadReadDocument,
    "\n  fragment ThreadMessage on Message {\n    id\n    requestId\n    groupSessionId\n    questionId\n    senderId\n    createdAt\n    ...MessageBubble_message\n  }\n": types.ThreadMessageFragmentDoc,
    "\n  query ThreadUnreadCounts($groupSessions: Int!, $questions: Int!) {\n    receivedRequests {\n      id\n      unreadCount\n    }\n    sentRequests {\n      id\n      unreadCount\n    }\n    coachedGroupSessions: myGroupSessions(role: COACH, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    attendedGroupSessions: myGroupSessions(role: ATTENDEE, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    myQuestions(first: $questions) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n": types.ThreadUnreadCountsDocument,
    "\n  subscription MessageEvents($requestId: ID, $groupSessionId: ID, $questionId: ID) {\n    messageEvents(requestId: $requestId, groupSessionId: $groupSessionId, questionId: $questionId) {\n      threadUnreadCount\n      message {\n        ...ThreadMessage @unmask\n      }\n    }\n  }\n": types.MessageEventsDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n    ...NextGroupSessions_service\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...ServiceCard_service\n      }\n      totalCount\n      totalCountIsCapped\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.DiscoverServicesDocument,
    "\n  fragment DisputeRow_dispute on Dispute {\n    id\n    status\n    serviceTitle\n    energyCost\n    completedAt\n    reason\n    createdAt\n    resolvedAt\n    resolutionNote\n    resolvedBy\n    reversedAmount\n    claimedAmount\n    shortfall\n    openedBy {\n      id\n      fullName\n    }\n    requester {\n      id\n      fullName\n    }\n    coach {\n      id\n      fullName\n    }\n  }\n": types.DisputeRow_DisputeFragmentDoc,
    "\n  query RequestDisputeTestCard {\n    sentRequests {\n      id\n      ...RequestDispute_request\n    }\n  }\n": types.RequestDisputeTestCardDocument,
    "\n  fragment RequestDispute_request on ExchangeRequestType {\n    id\n    canDispute\n    dispute {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n": types.RequestDispute_RequestFragmentDoc,
    "\n  mutation OpenDispute($requestId: ID!, $reason: String!) {\n    openDispute(requestId: $requestId, reason: $reason) {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n": types.OpenDisputeDocument,
    "\n  mutation OpenGroupSessionDispute($groupSessionId: ID!, $reason: String!) {\n    openGroupSessionDispute(groupSessionId: $groupSessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.OpenGroupSessionDisputeDocument,
    "\n  query AdminDisputes($status: DisputeFilter!, $first: Int!, $after: String) {\n    adminDisputes(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        status\n        ...DisputeRow_dispute\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.AdminDisputesDocument,
    "\n  mutation ResolveDispute($disputeId: ID!, $action: DisputeAction!, $note: String!) {\n    resolveDispute(disputeId: $disputeId, action: $action, note: $note) {\n      id\n      status\n      ...DisputeRow_dispute\n    }\n  }\n": types.ResolveDisputeDocument,
    "\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n": types.ExchangeRequestsView_RequestFragmentDoc,
    "\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    swapId\n    swapKind\n    dispute {\n      id\n      status\n    }\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n    ...ThreadButton_request\n    ...RequestDispute_request\n  }\n": types.RequestCard_RequestFragmentDoc,
    "\n  fragment RequestChange on ExchangeRequestType {\n    id\n    ...ExchangeRequestsView_request\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": types.RequestChangeFragmentDoc,
    "\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n": types.SendRequestDocument,
    "\n  mutation ConfirmQuestionRequest($questionId: ID!, $message: String) {\n    questionToRequest(questionId: $questionId, input: { message: $message }) {\n      id\n      requestId\n      canConfirm\n      canPropose\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.ConfirmQuestionRequestDocument,
    "\n  query ReceivedRequests {\n    receivedRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": types.ReceivedRequestsDocument,
    "\n  query SentRequests {\n    sentRequests {\n      ...ExchangeRequestsView_request\n    }\n  }\n": types.SentRequestsDocument,
    "\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n": types.RespondToRequestDocument,
    "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n": types.CancelRequestDocument,
    "\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n": types.CompleteRequestDocument,
    "\n  query AvailabilityOf($userId: ID!) {\n    availabilityOf(userId: $userId) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": types.AvailabilityOfDocument,
    "\n  query RequestSessions {\n    mySessions {\n      id\n      exchangeRequestId\n      status\n      createdAt\n      proposedDate\n      proposedTimeSlot\n      timezone\n      startsAt\n    }\n  }\n": types.RequestSessionsDocument,
    "\n  fragment GroupSessionCard_groupSession on GroupSession {\n    id\n    status\n    serviceTitle\n    coachId\n    coachName\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsTaken\n    seatsLeft\n    waitlisted\n    energyCost\n    notes\n    myStatus\n    myWaitlistRank\n    canLeave\n    canCancel\n    canComplete\n    canReview\n    canDispute\n    unreadCount\n    viewerAction\n    roster {\n      memberId\n      fullName\n      status\n      waitlistRank\n    }\n  }\n": types.GroupSessionCard_GroupSessionFragmentDoc,
    "\n  fragment GroupSessionLine_groupSession on GroupSession {\n    id\n    status\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsLeft\n    waitlisted\n    myStatus\n    myWaitlistRank\n    viewerAction\n  }\n": types.GroupSessionLine_GroupSessionFragmentDoc,
    "\n  fragment NextGroupSessions_service on Service {\n    id\n    title\n    nextGroupSessions {\n      id\n      ...GroupSessionLine_groupSession\n    }\n  }\n": types.NextGroupSessions_ServiceFragmentDoc,
    "\n  fragment GroupSessionChange on GroupSession {\n    id\n    status\n    startsAt\n    serviceId\n    myStatus\n    ...GroupSessionLine_groupSession\n    ...GroupSessionCard_groupSession\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": types.GroupSessionChangeFragmentDoc,
    "\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      id\n      ...GroupSessionLine_groupSession\n      ...GroupSessionCard_groupSession\n    }\n  }\n": types.GroupSessionDocument,
    "\n  query ServiceGroupSessions($serviceId: ID!) {\n    groupSessions(serviceId: $serviceId) {\n      id\n      status\n      startsAt\n      ...GroupSessionCard_groupSession\n    }\n  }\n": types.ServiceGroupSessionsDocument,
    "\n  query MyGroupSessions($first: Int!) {\n    coaching: myGroupSessions(role: COACH, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n    attending: myGroupSessions(role: ATTENDEE, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n  }\n": types.MyGroupSessionsDocument,
    "\n  fragment MyGroupSession on GroupSession {\n    id\n    status\n    startsAt\n    ...GroupSessionCard_groupSession\n  }\n": types.MyGroupSessionFragmentDoc,
    "\n  query MyGroupSessionSlots {\n    myAvailability {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n      saturday\n      sunday\n      timezone\n    }\n  }\n": types.MyGroupSessionSlotsDocument,
    "\n  mutation ScheduleGroupSession($input: ScheduleGroupSessionInput!) {\n    scheduleGroupSession(input: $input) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": types.ScheduleGroupSessionDocument,
    "\n  mutation EditGroupSessionNotes($id: ID!, $notes: String) {\n    editGroupSessionNotes(id: $id, input: { notes: $notes }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": types.EditGroupSessionNotesDocument,
    "\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": types.JoinGroupSessionDocument,
    "\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": types.LeaveGroupSessionDocument,
    "\n  mutation CancelGroupSession($id: ID!) {\n    cancelGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": types.CancelGroupSessionDocument,
    "\n  mutation CompleteGroupSession($id: ID!, $attended: [ID!]!) {\n    completeGroupSession(id: $id, input: { attended: $attended }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n": types.CompleteGroupSessionDocument,
    "\n  subscription GroupSessionSeatEvents {\n    groupSessionSeatEvents {\n      groupSessionId\n      serviceId\n      status\n      seatsTaken\n      seatsLeft\n      waitlisted\n    }\n  }\n": types.GroupSessionSeatEventsDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": types.PlatformStatsDocument,
    "\n  fragment LedgerEntryRow_entry on LedgerEntryType {\n    id\n    createdAt\n    kind\n    description\n    amount\n    balance\n    otherParty {\n      id\n      fullName\n    }\n  }\n": types.LedgerEntryRow_EntryFragmentDoc,
    "\n  fragment LedgerHoldRow_hold on LedgerHoldType {\n    id\n    serviceTitle\n    amount\n    status\n    since\n    coach {\n      id\n      fullName\n    }\n  }\n": types.LedgerHoldRow_HoldFragmentDoc,
    "\n  query MyLedger($first: Int!, $after: String) {\n    myLedger(first: $first, after: $after) {\n      entries {\n        id\n        ...LedgerEntryRow_entry\n      }\n      holds {\n        id\n        ...LedgerHoldRow_hold\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.MyLedgerDocument,
    "\n  fragment RingSuggestionCard_suggestion on RingSuggestion {\n    secondName\n    thirdName\n    myServiceId\n    myServiceTitle\n    myCost\n    secondServiceId\n    secondServiceTitle\n    secondCost\n    thirdServiceId\n    thirdServiceTitle\n    thirdCost\n    myNeedTitle\n    secondNeedTitle\n    thirdNeedTitle\n  }\n": types.RingSuggestionCard_SuggestionFragmentDoc,
    "\n  fragment RingCard_ring on Ring {\n    id\n    status\n    myRole\n    canAccept\n    canDecline\n    canCancel\n    members {\n      memberId\n      fullName\n      accepted\n    }\n    iGive {\n      requestId\n      giverId\n    }\n    sides {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n      giverName\n      receiverName\n    }\n  }\n": types.RingCard_RingFragmentDoc,
    "\n  fragment SwapSuggestionCard_suggestion on SwapSuggestion {\n    partnerId\n    partnerName\n    myServiceId\n    myServiceTitle\n    myCost\n    theirServiceId\n    theirServiceTitle\n    theirCost\n    myNeedTitle\n    theirNeedTitle\n  }\n": types.SwapSuggestionCard_SuggestionFragmentDoc,
    "\n  fragment SwapCard_swap on Swap {\n    id\n    status\n    myRole\n    partnerName\n    difference\n    iPay\n    iEarn\n    canAccept\n    canDecline\n    canCancel\n    iGive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n    iReceive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n  }\n": types.SwapCard_SwapFragmentDoc,
    "\n  query ForYou {\n    matches {\n      services {\n        needId\n        service {\n          id\n          title\n          energyCost\n          durationMinutes\n          categoryLabel\n          coach {\n            id\n            fullName\n          }\n        }\n      }\n      needs {\n        id\n        ...NeedCard_need\n      }\n      swaps {\n        partnerId\n        myServiceId\n        theirServiceId\n        ...SwapSuggestionCard_suggestion\n      }\n      rings {\n        secondId\n        thirdId\n        myServiceId\n        secondServiceId\n        thirdServiceId\n        ...RingSuggestionCard_suggestion\n      }\n    }\n    # Whether the member has an open need and a service: what \"No swaps yet\" asks of them.\n    myNeeds {\n      id\n      open\n    }\n    myServices {\n      id\n    }\n    mySwaps(first: 20) {\n      nodes {\n        id\n        ...SwapCard_swap\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ForYouDocument,
    "\n  mutation ProposeSwap($myServiceId: ID!, $theirServiceId: ID!) {\n    proposeSwap(myServiceId: $myServiceId, theirServiceId: $theirServiceId) {\n      id\n      partnerId\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": types.ProposeSwapDocument,
    "\n  mutation AcceptSwap($id: ID!) {\n    acceptSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": types.AcceptSwapDocument,
    "\n  mutation DeclineSwap($id: ID!) {\n    declineSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": types.DeclineSwapDocument,
    "\n  mutation CancelSwap($id: ID!) {\n    cancelSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n": types.CancelSwapDocument,
    "\n  query MyRings {\n    myRings(first: 20) {\n      nodes {\n        id\n        ...RingCard_ring\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyRingsDocument,
    "\n  mutation ProposeRing($myServiceId: ID!, $secondServiceId: ID!, $thirdServiceId: ID!) {\n    proposeRing(myServiceId: $myServiceId, secondServiceId: $secondServiceId, thirdServiceId: $thirdServiceId) {\n      id\n      members {\n        memberId\n      }\n      ...RingCard_ring\n    }\n  }\n": types.ProposeRingDocument,
    "\n  mutation AcceptRing($id: ID!) {\n    acceptRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n": types.AcceptRingDocument,
    "\n  mutation DeclineRing($id: ID!) {\n    declineRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n": types.DeclineRingDocument,
    "\n  mutation CancelRing($id: ID!) {\n    cancelRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n": types.CancelRingDocument,
    "\n  mutation ReportSubject($subjectType: ReportSubjectType!, $subjectId: ID!, $reason: String!) {\n    reportSubject(subjectType: $subjectType, subjectId: $subjectId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.ReportSubjectDocument,
    "\n  fragment MyNeedItem_need on Need {\n    id\n    ...NeedSummary_need\n    answers {\n      serviceId\n      helperName\n      serviceTitle\n      energyCost\n      durationMinutes\n      active\n    }\n  }\n": types.MyNeedItem_NeedFragmentDoc,
    "\n  fragment NeedSummary_need on Need {\n    id\n    title\n    description\n    category\n    categoryLabel\n    maxEnergy\n    endsOn\n    open\n  }\n": types.NeedSummary_NeedFragmentDoc,
    "\n  fragment NeedCard_need on Need {\n    id\n    ...NeedSummary_need\n    authorName\n    answerCount\n    isMine\n    helpedByMe\n  }\n": types.NeedCard_NeedFragmentDoc,
    "\n  query NeedsBoard($filter: NeedFilter, $first: Int!, $after: String) {\n    needs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        isMine\n        ...NeedCard_need\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.NeedsBoardDocument,
    "\n  query MyNeeds {\n    myNeeds {\n      id\n      ...MyNeedItem_need\n    }\n  }\n": types.MyNeedsDocument,
    "\n  query MyServicesForHelp {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n": types.MyServicesForHelpDocument,
    "\n  mutation CreateNeed($input: NeedInput!) {\n    createNeed(input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n": types.CreateNeedDocument,
    "\n  mutation UpdateNeed($id: ID!, $input: NeedInput!) {\n    updateNeed(id: $id, input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n": types.UpdateNeedDocument,
    "\n  mutation CloseNeed($id: ID!, $closed: Boolean!) {\n    closeNeed(id: $id, closed: $closed) {\n      id\n      ...MyNeedItem_need\n    }\n  }\n": types.CloseNeedDocument,
    "\n  mutation DeleteNeed($id: ID!) {\n    deleteNeed(id: $id) {\n      id\n    }\n  }\n": types.DeleteNeedDocument,
    "\n  mutation AnswerNeed($id: ID!, $serviceId: ID!) {\n    answerNeed(id: $id, serviceId: $serviceId) {\n      id\n      answerCount\n      helpedByMe\n    }\n  }\n": types.AnswerNeedDocument,
    "\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n": types.SessionRequestIdFragmentDoc,
    "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    url\n    createdAt\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n": types.RecentNotificationsDocument,
    "\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n": types.NotificationsPageDocument,
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
    "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      ...SignedIn @unmask\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n": types.MyAchievementsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n": types.ResetCalendarFeedDocument,
    "\n  mutation SaveLanguage($locale: String!) {\n    updateProfile(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": types.SaveLanguageDocument,
    "\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n": types.ReferralInfoDocument,
    "\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n    exchangeRequest {\n      id\n      ...ThreadButton_request\n    }\n  }\n": types.SessionCard_SessionFragmentDoc,
    "\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n": types.SessionsView_SessionFragmentDoc,
    "\n  fragment SessionChange on SessionType {\n    id\n    exchangeRequestId\n    ...SessionCard_session\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": types.SessionChangeFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...SessionsView_session\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation ProposeSession($input: ProposeSessionInput!) {\n    proposeSession(input: $input) {\n      id\n      ...SessionsView_session\n    }\n  }\n": types.ProposeSessionDocument,
    "\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      ...SessionChange @unmask\n    }\n  }\n": types.RespondToSessionDocument,
    "\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      ...SessionChange @unmask\n    }\n  }\n": types.CompleteSessionDocument,
    "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n": types.AvailabilityFieldsFragmentDoc,
    "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields @unmask\n    }\n  }\n": types.MyAvailabilityDocument,
    "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields @unmask\n    }\n  }\n": types.SetAvailabilityDocument,
    "\n  fragment MyService on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n": types.MyServiceFragmentDoc,
    "\n  fragment MyServiceChange on Service {\n    ...MyService @unmask\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n": types.MyServiceChangeFragmentDoc,
    "\n  query MyServices {\n    myServices {\n      ...MyService @unmask\n    }\n  }\n": types.MyServicesDocument,
    "\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyServiceChange @unmask\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyServiceChange @unmask\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.DeleteServiceDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      filename\n      json\n    }\n  }\n": types.MyDataExportDocument,
    "\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      ...CodeSentFields @unmask\n    }\n  }\n": types.SendAccountDeletionCodeDocument,
    "\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n": types.DeleteAccountDocument,
    "\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n    push\n  }\n": types.NotificationPreferenceFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      ...NotificationPreferenceFields @unmask\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  fragment PushDeviceFields on PushDevice {\n    id\n    browser\n    createdAt\n    lastUsedAt\n  }\n": types.PushDeviceFieldsFragmentDoc,
    "\n  query PushDevices {\n    pushDevices(first: 20) {\n      totalCount\n      nodes {\n        ...PushDeviceFields @unmask\n      }\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation AddPushDevice($subscription: PushSubscriptionInput!) {\n    addPushDevice(subscription: $subscription) {\n      ...PushDeviceFields @unmask\n    }\n  }\n": types.AddPushDeviceDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": types.RemovePushDeviceDocument,
    "\n  query BlockedMembers($first: Int!, $after: String) {\n    blockedMembers(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        fullName\n        blockedAt\n      }\n    }\n  }\n": types.BlockedMembersDocument,
    "\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n": types.UnblockMemberDocument,
    "\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n": types.TestimonialCard_TestimonialFragmentDoc,
    "\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    groupSessionId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n": types.TestimonialWrittenFragmentDoc,
    "\n  query ReceivedTestimonials {\n    receivedTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": types.ReceivedTestimonialsDocument,
    "\n  query GivenTestimonials {\n    givenTestimonials {\n      id\n      ...TestimonialCard_testimonial\n    }\n  }\n": types.GivenTestimonialsDocument,
    "\n  fragment ReviewableExchange on ExchangeRequestType {\n    id\n    status\n    canReview\n    completedAt\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n": types.ReviewableExchangeFragmentDoc,
    "\n  query ReviewableExchanges {\n    receivedRequests {\n      ...ReviewableExchange @unmask\n    }\n    sentRequests {\n      ...ReviewableExchange @unmask\n    }\n  }\n": types.ReviewableExchangesDocument,
    "\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.WriteTestimonialDocument,
    "\n  mutation WriteGroupSessionTestimonial($groupSessionId: ID!, $input: SeatTestimonialInput!) {\n    writeGroupSessionTestimonial(groupSessionId: $groupSessionId, input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n": types.WriteGroupSessionTestimonialDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": types.CategoriesDocument,
    "\n  fragment NextPage on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.NextPageFragmentDoc,
    "\n  fragment SessionUser on User {\n    id\n    email\n    emailVerified\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    locale\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      avatarUrl(size: 192)\n      imageSource\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  fragment SignedIn on AuthPayload {\n    accessToken\n    user {\n      ...SessionUser @unmask\n    }\n  }\n": types.SignedInFragmentDoc,
    "\n  fragment CodeSentFields on CodeSent {\n    email\n    resendAfterSeconds\n  }\n": types.CodeSentFieldsFragmentDoc,
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
export function graphql(source: "\n  fragment AdminUserFields on AdminUserType {\n    email\n    role\n    createdAt\n    fullName\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUserType {\n    email\n    role\n    createdAt\n    fullName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on Category {\n    value\n    label\n    retiredAt\n    translatedLabels {\n      locale\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on Category {\n    value\n    label\n    retiredAt\n    translatedLabels {\n      locale\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryLabel($value: String!, $locale: String!, $label: String) {\n    setCategoryLabel(value: $value, locale: $locale, label: $label) {\n      value\n      translatedLabels {\n        locale\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryLabel($value: String!, $locale: String!, $label: String) {\n    setCategoryLabel(value: $value, locale: $locale, label: $label) {\n      value\n      translatedLabels {\n        locale\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OutboxMailFields on OutboxMail {\n    id\n    status\n    messageId\n    recipient\n    subject\n    template\n    attempts\n    lastError\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n    suspendedAt\n    suspendedReason\n  }\n"): (typeof documents)["\n  fragment MemberRow_member on AdminMember {\n    id\n    fullName\n    email\n    about\n    city\n    skills\n    referredCount\n    energyPoints\n    userType\n    createdAt\n    lastLogin\n    suspendedAt\n    suspendedReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportItem_report on AdminReport {\n    id\n    subjectType\n    serviceTitle\n    subjectMember {\n      id\n      fullName\n      email\n      suspended\n    }\n    reporterName\n    reason\n    status\n    createdAt\n    closedAt\n    resolution\n  }\n"): (typeof documents)["\n  fragment ReportItem_report on AdminReport {\n    id\n    subjectType\n    serviceTitle\n    subjectMember {\n      id\n      fullName\n      email\n      suspended\n    }\n    reporterName\n    reason\n    status\n    createdAt\n    closedAt\n    resolution\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberSuspensionFields on MemberSuspension {\n    id\n    suspendedAt\n    suspendedReason\n  }\n"): (typeof documents)["\n  fragment MemberSuspensionFields on MemberSuspension {\n    id\n    suspendedAt\n    suspendedReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics($period: String!) {\n    adminAnalytics(period: $period) {\n      period\n      totals {\n        totalUsers\n        usersInPeriod\n        totalServices\n        totalRequests\n        completedExchanges\n      }\n      userTypes {\n        id\n        count\n      }\n      skillsDistribution {\n        id\n        count\n      }\n      membersOverTime {\n        date\n        newMembers\n        totalMembers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {\n    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...MemberRow_member\n      }\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {\n    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      applied\n      energyPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      ...AdminUserFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddAdmin($email: String!, $role: AdminRole!) {\n    addAdmin(email: $email, role: $role) {\n      ...AdminUserFields @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SuspendMember($userId: ID!, $reason: String!) {\n    suspendMember(userId: $userId, reason: $reason) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendMember($userId: ID!, $reason: String!) {\n    suspendMember(userId: $userId, reason: $reason) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsuspendMember($userId: ID!) {\n    unsuspendMember(userId: $userId) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UnsuspendMember($userId: ID!) {\n    unsuspendMember(userId: $userId) {\n      ...MemberSuspensionFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReports($status: ReportStatus!, $first: Int!, $after: String) {\n    adminReports(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ReportItem_report\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReports($status: ReportStatus!, $first: Int!, $after: String) {\n    adminReports(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ReportItem_report\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseReport($id: ID!, $resolution: String) {\n    closeReport(id: $id, resolution: $resolution) {\n      id\n      ...ReportItem_report\n    }\n  }\n"): (typeof documents)["\n  mutation CloseReport($id: ID!, $resolution: String) {\n    closeReport(id: $id, resolution: $resolution) {\n      id\n      ...ReportItem_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        actor\n        action\n        subject\n        subjectName\n        detail\n        createdAt\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        actor\n        action\n        subject\n        subjectName\n        detail\n        createdAt\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeadMails($first: Int!, $after: String) {\n    deadMails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n      nodes {\n        ...OutboxMailFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMail($id: ID!) {\n    retryMail(id: $id) {\n      ...OutboxMailFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCategory($value: String!, $label: String!) {\n    addCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddCategory($value: String!, $label: String!) {\n    addCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCategory($value: String!, $label: String!) {\n    renameCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCategory($value: String!, $label: String!) {\n    renameCategory(value: $value, label: $label) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryRetired($value: String!, $retired: Boolean!) {\n    setCategoryRetired(value: $value, retired: $retired) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryRetired($value: String!, $retired: Boolean!) {\n    setCategoryRetired(value: $value, retired: $retired) {\n      ...AdminCategoryFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      ...CodeSentFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      ...CodeSentFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      ...SignedIn @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n"): (typeof documents)["\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      ...CodeSentFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      ...CodeSentFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      avatarUrl(size: 112)\n      location\n      experienceYears\n      bio\n      skills\n    }\n    ...ReliabilitySummary_coach\n  }\n"): (typeof documents)["\n  fragment CoachCard_coach on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      avatarUrl(size: 112)\n      location\n      experienceYears\n      bio\n      skills\n    }\n    ...ReliabilitySummary_coach\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReliabilitySummary_coach on Coach {\n    id\n    reliability {\n      responseRate\n      completionRate\n      averageRating\n      ratingCount\n      completedExchanges\n      newMember\n      medianResponseMinutes\n    }\n  }\n"): (typeof documents)["\n  fragment ReliabilitySummary_coach on Coach {\n    id\n    reliability {\n      responseRate\n      completionRate\n      averageRating\n      ratingCount\n      completedExchanges\n      newMember\n      medianResponseMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String, $sort: CoachSort) {\n    coaches(filter: $filter, first: $first, after: $after, sort: $sort) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String, $sort: CoachSort) {\n    coaches(filter: $filter, first: $first, after: $after, sort: $sort) {\n      nodes {\n        id\n        ...CoachCard_coach\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        avatarUrl(size: 176)\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n        ...NextGroupSessions_service\n      }\n      ...ReliabilitySummary_coach\n    }\n  }\n"): (typeof documents)["\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        avatarUrl(size: 176)\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n        ...NextGroupSessions_service\n      }\n      ...ReliabilitySummary_coach\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoachTestimonials($id: ID!) {\n    coach(id: $id) {\n      id\n      testimonials(first: 3) {\n        id\n        rating\n        content\n        createdAt\n        serviceTitle\n        reviewer {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageBubble_message on Message {\n    id\n    body\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageBubble_message on Message {\n    id\n    body\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadButton_request on ExchangeRequestType {\n    id\n    unreadCount\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment ThreadButton_request on ExchangeRequestType {\n    id\n    unreadCount\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Unread on GroupSession {\n    unreadCount\n  }\n"): (typeof documents)["\n  fragment Unread on GroupSession {\n    unreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Thread($requestId: ID!, $first: Int!, $after: String) {\n    exchangeRequest(id: $requestId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Thread($requestId: ID!, $first: Int!, $after: String) {\n    exchangeRequest(id: $requestId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupThread($groupSessionId: ID!, $first: Int!, $after: String) {\n    groupSessionThread(groupSessionId: $groupSessionId) {\n      groupSessionId\n      members {\n        id\n        fullName\n      }\n    }\n    groupSession(id: $groupSessionId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupThread($groupSessionId: ID!, $first: Int!, $after: String) {\n    groupSessionThread(groupSessionId: $groupSessionId) {\n      groupSessionId\n      members {\n        id\n        fullName\n      }\n    }\n    groupSession(id: $groupSessionId) {\n      id\n      unreadCount\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionFields on Question {\n    id\n    title\n    role\n    subject\n    serviceId\n    coachId\n    unreadCount\n    requestId\n    canPropose\n    canConfirm\n    lastMessageAt\n    otherMember {\n      id\n      fullName\n    }\n    proposedService {\n      id\n      title\n      energyCost\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionFields on Question {\n    id\n    title\n    role\n    subject\n    serviceId\n    coachId\n    unreadCount\n    requestId\n    canPropose\n    canConfirm\n    lastMessageAt\n    otherMember {\n      id\n      fullName\n    }\n    proposedService {\n      id\n      title\n      energyCost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionThread($questionId: ID!, $first: Int!, $after: String) {\n    question(id: $questionId) {\n      ...QuestionFields @unmask\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionThread($questionId: ID!, $first: Int!, $after: String) {\n    question(id: $questionId) {\n      ...QuestionFields @unmask\n      messages(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          senderId\n          createdAt\n          ...MessageBubble_message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQuestions($first: Int!, $after: String) {\n    myQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyQuestions($first: Int!, $after: String) {\n    myQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      ...QuestionFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      ...QuestionFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuestionToRequest($questionId: ID!, $input: QuestionToRequestInput) {\n    questionToRequest(questionId: $questionId, input: $input) {\n      ...QuestionFields @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuestionToRequest($questionId: ID!, $input: QuestionToRequestInput) {\n    questionToRequest(questionId: $questionId, input: $input) {\n      ...QuestionFields @unmask\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQuestionMessage($questionId: ID!, $body: String!) {\n    sendQuestionMessage(questionId: $questionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SendQuestionMessage($questionId: ID!, $body: String!) {\n    sendQuestionMessage(questionId: $questionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkQuestionThreadRead($questionId: ID!) {\n    markQuestionThreadRead(questionId: $questionId) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkQuestionThreadRead($questionId: ID!) {\n    markQuestionThreadRead(questionId: $questionId) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesToPropose {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n"): (typeof documents)["\n  query ServicesToPropose {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId) {\n      id\n      fullName\n      blockedAt\n    }\n  }\n"): (typeof documents)["\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId) {\n      id\n      fullName\n      blockedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendGroupMessage($groupSessionId: ID!, $body: String!) {\n    sendGroupSessionMessage(groupSessionId: $groupSessionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SendGroupMessage($groupSessionId: ID!, $body: String!) {\n    sendGroupSessionMessage(groupSessionId: $groupSessionId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkGroupThreadRead($groupSessionId: ID!) {\n    markGroupSessionThreadRead(groupSessionId: $groupSessionId) {\n      groupSessionId\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkGroupThreadRead($groupSessionId: ID!) {\n    markGroupSessionThreadRead(groupSessionId: $groupSessionId) {\n      groupSessionId\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($requestId: ID!, $body: String!) {\n    sendMessage(requestId: $requestId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($requestId: ID!, $body: String!) {\n    sendMessage(requestId: $requestId, body: $body) {\n      ...ThreadMessage @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkThreadRead($requestId: ID!) {\n    markThreadRead(requestId: $requestId) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkThreadRead($requestId: ID!) {\n    markThreadRead(requestId: $requestId) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadMessage on Message {\n    id\n    requestId\n    groupSessionId\n    questionId\n    senderId\n    createdAt\n    ...MessageBubble_message\n  }\n"): (typeof documents)["\n  fragment ThreadMessage on Message {\n    id\n    requestId\n    groupSessionId\n    questionId\n    senderId\n    createdAt\n    ...MessageBubble_message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadUnreadCounts($groupSessions: Int!, $questions: Int!) {\n    receivedRequests {\n      id\n      unreadCount\n    }\n    sentRequests {\n      id\n      unreadCount\n    }\n    coachedGroupSessions: myGroupSessions(role: COACH, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    attendedGroupSessions: myGroupSessions(role: ATTENDEE, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    myQuestions(first: $questions) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadUnreadCounts($groupSessions: Int!, $questions: Int!) {\n    receivedRequests {\n      id\n      unreadCount\n    }\n    sentRequests {\n      id\n      unreadCount\n    }\n    coachedGroupSessions: myGroupSessions(role: COACH, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    attendedGroupSessions: myGroupSessions(role: ATTENDEE, first: $groupSessions) {\n      nodes {\n        id\n        unreadCount\n      }\n    }\n    myQuestions(first: $questions) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...QuestionFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageEvents($requestId: ID, $groupSessionId: ID, $questionId: ID) {\n    messageEvents(requestId: $requestId, groupSessionId: $groupSessionId, questionId: $questionId) {\n      threadUnreadCount\n      message {\n        ...ThreadMessage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MessageEvents($requestId: ID, $groupSessionId: ID, $questionId: ID) {\n    messageEvents(requestId: $requestId, groupSessionId: $groupSessionId, questionId: $questionId) {\n      threadUnreadCount\n      message {\n        ...ThreadMessage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n    ...NextGroupSessions_service\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n    ...NextGroupSessions_service\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...ServiceCard_service\n      }\n      totalCount\n      totalCountIsCapped\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        coach {\n          id\n        }\n        ...ServiceCard_service\n      }\n      totalCount\n      totalCountIsCapped\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputeRow_dispute on Dispute {\n    id\n    status\n    serviceTitle\n    energyCost\n    completedAt\n    reason\n    createdAt\n    resolvedAt\n    resolutionNote\n    resolvedBy\n    reversedAmount\n    claimedAmount\n    shortfall\n    openedBy {\n      id\n      fullName\n    }\n    requester {\n      id\n      fullName\n    }\n    coach {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment DisputeRow_dispute on Dispute {\n    id\n    status\n    serviceTitle\n    energyCost\n    completedAt\n    reason\n    createdAt\n    resolvedAt\n    resolutionNote\n    resolvedBy\n    reversedAmount\n    claimedAmount\n    shortfall\n    openedBy {\n      id\n      fullName\n    }\n    requester {\n      id\n      fullName\n    }\n    coach {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDisputeTestCard {\n    sentRequests {\n      id\n      ...RequestDispute_request\n    }\n  }\n"): (typeof documents)["\n  query RequestDisputeTestCard {\n    sentRequests {\n      id\n      ...RequestDispute_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestDispute_request on ExchangeRequestType {\n    id\n    canDispute\n    dispute {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n"): (typeof documents)["\n  fragment RequestDispute_request on ExchangeRequestType {\n    id\n    canDispute\n    dispute {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenDispute($requestId: ID!, $reason: String!) {\n    openDispute(requestId: $requestId, reason: $reason) {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n"): (typeof documents)["\n  mutation OpenDispute($requestId: ID!, $reason: String!) {\n    openDispute(requestId: $requestId, reason: $reason) {\n      id\n      status\n      reversedAmount\n      claimedAmount\n      shortfall\n      resolutionNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenGroupSessionDispute($groupSessionId: ID!, $reason: String!) {\n    openGroupSessionDispute(groupSessionId: $groupSessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OpenGroupSessionDispute($groupSessionId: ID!, $reason: String!) {\n    openGroupSessionDispute(groupSessionId: $groupSessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDisputes($status: DisputeFilter!, $first: Int!, $after: String) {\n    adminDisputes(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        status\n        ...DisputeRow_dispute\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDisputes($status: DisputeFilter!, $first: Int!, $after: String) {\n    adminDisputes(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        status\n        ...DisputeRow_dispute\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveDispute($disputeId: ID!, $action: DisputeAction!, $note: String!) {\n    resolveDispute(disputeId: $disputeId, action: $action, note: $note) {\n      id\n      status\n      ...DisputeRow_dispute\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveDispute($disputeId: ID!, $action: DisputeAction!, $note: String!) {\n    resolveDispute(disputeId: $disputeId, action: $action, note: $note) {\n      id\n      status\n      ...DisputeRow_dispute\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n"): (typeof documents)["\n  fragment ExchangeRequestsView_request on ExchangeRequestType {\n    id\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n    ...RequestCard_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    swapId\n    swapKind\n    dispute {\n      id\n      status\n    }\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n    ...ThreadButton_request\n    ...RequestDispute_request\n  }\n"): (typeof documents)["\n  fragment RequestCard_request on ExchangeRequestType {\n    id\n    status\n    message\n    energyCost\n    held\n    requestedAt\n    expiresAt\n    respondedAt\n    sessionDate\n    completedAt\n    myRole\n    canComplete\n    canReview\n    contactEmail\n    swapId\n    swapKind\n    dispute {\n      id\n      status\n    }\n    service {\n      id\n      title\n      category\n      durationMinutes\n      archived\n    }\n    otherParty {\n      id\n      fullName\n      userType\n      hasAvailability\n    }\n    ...ThreadButton_request\n    ...RequestDispute_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestChange on ExchangeRequestType {\n    id\n    ...ExchangeRequestsView_request\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment RequestChange on ExchangeRequestType {\n    id\n    ...ExchangeRequestsView_request\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SendRequest($input: SendRequestInput!) {\n    sendRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmQuestionRequest($questionId: ID!, $message: String) {\n    questionToRequest(questionId: $questionId, input: { message: $message }) {\n      id\n      requestId\n      canConfirm\n      canPropose\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmQuestionRequest($questionId: ID!, $message: String) {\n    questionToRequest(questionId: $questionId, input: { message: $message }) {\n      id\n      requestId\n      canConfirm\n      canPropose\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToRequest($input: RespondToRequestInput!) {\n    respondToRequest(input: $input) {\n      ...RequestChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteRequest($requestId: ID!) {\n    completeRequest(requestId: $requestId) {\n      ...RequestChange @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment GroupSessionCard_groupSession on GroupSession {\n    id\n    status\n    serviceTitle\n    coachId\n    coachName\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsTaken\n    seatsLeft\n    waitlisted\n    energyCost\n    notes\n    myStatus\n    myWaitlistRank\n    canLeave\n    canCancel\n    canComplete\n    canReview\n    canDispute\n    unreadCount\n    viewerAction\n    roster {\n      memberId\n      fullName\n      status\n      waitlistRank\n    }\n  }\n"): (typeof documents)["\n  fragment GroupSessionCard_groupSession on GroupSession {\n    id\n    status\n    serviceTitle\n    coachId\n    coachName\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsTaken\n    seatsLeft\n    waitlisted\n    energyCost\n    notes\n    myStatus\n    myWaitlistRank\n    canLeave\n    canCancel\n    canComplete\n    canReview\n    canDispute\n    unreadCount\n    viewerAction\n    roster {\n      memberId\n      fullName\n      status\n      waitlistRank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSessionLine_groupSession on GroupSession {\n    id\n    status\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsLeft\n    waitlisted\n    myStatus\n    myWaitlistRank\n    viewerAction\n  }\n"): (typeof documents)["\n  fragment GroupSessionLine_groupSession on GroupSession {\n    id\n    status\n    startsAt\n    sessionDate\n    timeSlot\n    seats\n    seatsLeft\n    waitlisted\n    myStatus\n    myWaitlistRank\n    viewerAction\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextGroupSessions_service on Service {\n    id\n    title\n    nextGroupSessions {\n      id\n      ...GroupSessionLine_groupSession\n    }\n  }\n"): (typeof documents)["\n  fragment NextGroupSessions_service on Service {\n    id\n    title\n    nextGroupSessions {\n      id\n      ...GroupSessionLine_groupSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSessionChange on GroupSession {\n    id\n    status\n    startsAt\n    serviceId\n    myStatus\n    ...GroupSessionLine_groupSession\n    ...GroupSessionCard_groupSession\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment GroupSessionChange on GroupSession {\n    id\n    status\n    startsAt\n    serviceId\n    myStatus\n    ...GroupSessionLine_groupSession\n    ...GroupSessionCard_groupSession\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      id\n      ...GroupSessionLine_groupSession\n      ...GroupSessionCard_groupSession\n    }\n  }\n"): (typeof documents)["\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      id\n      ...GroupSessionLine_groupSession\n      ...GroupSessionCard_groupSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceGroupSessions($serviceId: ID!) {\n    groupSessions(serviceId: $serviceId) {\n      id\n      status\n      startsAt\n      ...GroupSessionCard_groupSession\n    }\n  }\n"): (typeof documents)["\n  query ServiceGroupSessions($serviceId: ID!) {\n    groupSessions(serviceId: $serviceId) {\n      id\n      status\n      startsAt\n      ...GroupSessionCard_groupSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGroupSessions($first: Int!) {\n    coaching: myGroupSessions(role: COACH, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n    attending: myGroupSessions(role: ATTENDEE, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MyGroupSessions($first: Int!) {\n    coaching: myGroupSessions(role: COACH, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n    attending: myGroupSessions(role: ATTENDEE, first: $first) {\n      nodes {\n        ...MyGroupSession @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyGroupSession on GroupSession {\n    id\n    status\n    startsAt\n    ...GroupSessionCard_groupSession\n  }\n"): (typeof documents)["\n  fragment MyGroupSession on GroupSession {\n    id\n    status\n    startsAt\n    ...GroupSessionCard_groupSession\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGroupSessionSlots {\n    myAvailability {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n      saturday\n      sunday\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query MyGroupSessionSlots {\n    myAvailability {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n      saturday\n      sunday\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleGroupSession($input: ScheduleGroupSessionInput!) {\n    scheduleGroupSession(input: $input) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleGroupSession($input: ScheduleGroupSessionInput!) {\n    scheduleGroupSession(input: $input) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditGroupSessionNotes($id: ID!, $notes: String) {\n    editGroupSessionNotes(id: $id, input: { notes: $notes }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation EditGroupSessionNotes($id: ID!, $notes: String) {\n    editGroupSessionNotes(id: $id, input: { notes: $notes }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGroupSession($id: ID!) {\n    cancelGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CancelGroupSession($id: ID!) {\n    cancelGroupSession(id: $id) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteGroupSession($id: ID!, $attended: [ID!]!) {\n    completeGroupSession(id: $id, input: { attended: $attended }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteGroupSession($id: ID!, $attended: [ID!]!) {\n    completeGroupSession(id: $id, input: { attended: $attended }) {\n      ...GroupSessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupSessionSeatEvents {\n    groupSessionSeatEvents {\n      groupSessionId\n      serviceId\n      status\n      seatsTaken\n      seatsLeft\n      waitlisted\n    }\n  }\n"): (typeof documents)["\n  subscription GroupSessionSeatEvents {\n    groupSessionSeatEvents {\n      groupSessionId\n      serviceId\n      status\n      seatsTaken\n      seatsLeft\n      waitlisted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerEntryRow_entry on LedgerEntryType {\n    id\n    createdAt\n    kind\n    description\n    amount\n    balance\n    otherParty {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerEntryRow_entry on LedgerEntryType {\n    id\n    createdAt\n    kind\n    description\n    amount\n    balance\n    otherParty {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerHoldRow_hold on LedgerHoldType {\n    id\n    serviceTitle\n    amount\n    status\n    since\n    coach {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerHoldRow_hold on LedgerHoldType {\n    id\n    serviceTitle\n    amount\n    status\n    since\n    coach {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLedger($first: Int!, $after: String) {\n    myLedger(first: $first, after: $after) {\n      entries {\n        id\n        ...LedgerEntryRow_entry\n      }\n      holds {\n        id\n        ...LedgerHoldRow_hold\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLedger($first: Int!, $after: String) {\n    myLedger(first: $first, after: $after) {\n      entries {\n        id\n        ...LedgerEntryRow_entry\n      }\n      holds {\n        id\n        ...LedgerHoldRow_hold\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RingSuggestionCard_suggestion on RingSuggestion {\n    secondName\n    thirdName\n    myServiceId\n    myServiceTitle\n    myCost\n    secondServiceId\n    secondServiceTitle\n    secondCost\n    thirdServiceId\n    thirdServiceTitle\n    thirdCost\n    myNeedTitle\n    secondNeedTitle\n    thirdNeedTitle\n  }\n"): (typeof documents)["\n  fragment RingSuggestionCard_suggestion on RingSuggestion {\n    secondName\n    thirdName\n    myServiceId\n    myServiceTitle\n    myCost\n    secondServiceId\n    secondServiceTitle\n    secondCost\n    thirdServiceId\n    thirdServiceTitle\n    thirdCost\n    myNeedTitle\n    secondNeedTitle\n    thirdNeedTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RingCard_ring on Ring {\n    id\n    status\n    myRole\n    canAccept\n    canDecline\n    canCancel\n    members {\n      memberId\n      fullName\n      accepted\n    }\n    iGive {\n      requestId\n      giverId\n    }\n    sides {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n      giverName\n      receiverName\n    }\n  }\n"): (typeof documents)["\n  fragment RingCard_ring on Ring {\n    id\n    status\n    myRole\n    canAccept\n    canDecline\n    canCancel\n    members {\n      memberId\n      fullName\n      accepted\n    }\n    iGive {\n      requestId\n      giverId\n    }\n    sides {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n      giverName\n      receiverName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SwapSuggestionCard_suggestion on SwapSuggestion {\n    partnerId\n    partnerName\n    myServiceId\n    myServiceTitle\n    myCost\n    theirServiceId\n    theirServiceTitle\n    theirCost\n    myNeedTitle\n    theirNeedTitle\n  }\n"): (typeof documents)["\n  fragment SwapSuggestionCard_suggestion on SwapSuggestion {\n    partnerId\n    partnerName\n    myServiceId\n    myServiceTitle\n    myCost\n    theirServiceId\n    theirServiceTitle\n    theirCost\n    myNeedTitle\n    theirNeedTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SwapCard_swap on Swap {\n    id\n    status\n    myRole\n    partnerName\n    difference\n    iPay\n    iEarn\n    canAccept\n    canDecline\n    canCancel\n    iGive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n    iReceive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n  }\n"): (typeof documents)["\n  fragment SwapCard_swap on Swap {\n    id\n    status\n    myRole\n    partnerName\n    difference\n    iPay\n    iEarn\n    canAccept\n    canDecline\n    canCancel\n    iGive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n    iReceive {\n      requestId\n      requestStatus\n      serviceTitle\n      energyCost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForYou {\n    matches {\n      services {\n        needId\n        service {\n          id\n          title\n          energyCost\n          durationMinutes\n          categoryLabel\n          coach {\n            id\n            fullName\n          }\n        }\n      }\n      needs {\n        id\n        ...NeedCard_need\n      }\n      swaps {\n        partnerId\n        myServiceId\n        theirServiceId\n        ...SwapSuggestionCard_suggestion\n      }\n      rings {\n        secondId\n        thirdId\n        myServiceId\n        secondServiceId\n        thirdServiceId\n        ...RingSuggestionCard_suggestion\n      }\n    }\n    # Whether the member has an open need and a service: what \"No swaps yet\" asks of them.\n    myNeeds {\n      id\n      open\n    }\n    myServices {\n      id\n    }\n    mySwaps(first: 20) {\n      nodes {\n        id\n        ...SwapCard_swap\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ForYou {\n    matches {\n      services {\n        needId\n        service {\n          id\n          title\n          energyCost\n          durationMinutes\n          categoryLabel\n          coach {\n            id\n            fullName\n          }\n        }\n      }\n      needs {\n        id\n        ...NeedCard_need\n      }\n      swaps {\n        partnerId\n        myServiceId\n        theirServiceId\n        ...SwapSuggestionCard_suggestion\n      }\n      rings {\n        secondId\n        thirdId\n        myServiceId\n        secondServiceId\n        thirdServiceId\n        ...RingSuggestionCard_suggestion\n      }\n    }\n    # Whether the member has an open need and a service: what \"No swaps yet\" asks of them.\n    myNeeds {\n      id\n      open\n    }\n    myServices {\n      id\n    }\n    mySwaps(first: 20) {\n      nodes {\n        id\n        ...SwapCard_swap\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeSwap($myServiceId: ID!, $theirServiceId: ID!) {\n    proposeSwap(myServiceId: $myServiceId, theirServiceId: $theirServiceId) {\n      id\n      partnerId\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeSwap($myServiceId: ID!, $theirServiceId: ID!) {\n    proposeSwap(myServiceId: $myServiceId, theirServiceId: $theirServiceId) {\n      id\n      partnerId\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptSwap($id: ID!) {\n    acceptSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptSwap($id: ID!) {\n    acceptSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineSwap($id: ID!) {\n    declineSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineSwap($id: ID!) {\n    declineSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSwap($id: ID!) {\n    cancelSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSwap($id: ID!) {\n    cancelSwap(id: $id) {\n      id\n      ...SwapCard_swap\n      viewer {\n        ...ViewerChanges\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRings {\n    myRings(first: 20) {\n      nodes {\n        id\n        ...RingCard_ring\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRings {\n    myRings(first: 20) {\n      nodes {\n        id\n        ...RingCard_ring\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeRing($myServiceId: ID!, $secondServiceId: ID!, $thirdServiceId: ID!) {\n    proposeRing(myServiceId: $myServiceId, secondServiceId: $secondServiceId, thirdServiceId: $thirdServiceId) {\n      id\n      members {\n        memberId\n      }\n      ...RingCard_ring\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeRing($myServiceId: ID!, $secondServiceId: ID!, $thirdServiceId: ID!) {\n    proposeRing(myServiceId: $myServiceId, secondServiceId: $secondServiceId, thirdServiceId: $thirdServiceId) {\n      id\n      members {\n        memberId\n      }\n      ...RingCard_ring\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRing($id: ID!) {\n    acceptRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptRing($id: ID!) {\n    acceptRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineRing($id: ID!) {\n    declineRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineRing($id: ID!) {\n    declineRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRing($id: ID!) {\n    cancelRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRing($id: ID!) {\n    cancelRing(id: $id) {\n      id\n      ...RingCard_ring\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportSubject($subjectType: ReportSubjectType!, $subjectId: ID!, $reason: String!) {\n    reportSubject(subjectType: $subjectType, subjectId: $subjectId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReportSubject($subjectType: ReportSubjectType!, $subjectId: ID!, $reason: String!) {\n    reportSubject(subjectType: $subjectType, subjectId: $subjectId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyNeedItem_need on Need {\n    id\n    ...NeedSummary_need\n    answers {\n      serviceId\n      helperName\n      serviceTitle\n      energyCost\n      durationMinutes\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment MyNeedItem_need on Need {\n    id\n    ...NeedSummary_need\n    answers {\n      serviceId\n      helperName\n      serviceTitle\n      energyCost\n      durationMinutes\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NeedSummary_need on Need {\n    id\n    title\n    description\n    category\n    categoryLabel\n    maxEnergy\n    endsOn\n    open\n  }\n"): (typeof documents)["\n  fragment NeedSummary_need on Need {\n    id\n    title\n    description\n    category\n    categoryLabel\n    maxEnergy\n    endsOn\n    open\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NeedCard_need on Need {\n    id\n    ...NeedSummary_need\n    authorName\n    answerCount\n    isMine\n    helpedByMe\n  }\n"): (typeof documents)["\n  fragment NeedCard_need on Need {\n    id\n    ...NeedSummary_need\n    authorName\n    answerCount\n    isMine\n    helpedByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NeedsBoard($filter: NeedFilter, $first: Int!, $after: String) {\n    needs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        isMine\n        ...NeedCard_need\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query NeedsBoard($filter: NeedFilter, $first: Int!, $after: String) {\n    needs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        isMine\n        ...NeedCard_need\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNeeds {\n    myNeeds {\n      id\n      ...MyNeedItem_need\n    }\n  }\n"): (typeof documents)["\n  query MyNeeds {\n    myNeeds {\n      id\n      ...MyNeedItem_need\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServicesForHelp {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n"): (typeof documents)["\n  query MyServicesForHelp {\n    myServices {\n      id\n      title\n      energyCost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNeed($input: NeedInput!) {\n    createNeed(input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNeed($input: NeedInput!) {\n    createNeed(input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNeed($id: ID!, $input: NeedInput!) {\n    updateNeed(id: $id, input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNeed($id: ID!, $input: NeedInput!) {\n    updateNeed(id: $id, input: $input) {\n      id\n      ...MyNeedItem_need\n      ...NeedCard_need\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseNeed($id: ID!, $closed: Boolean!) {\n    closeNeed(id: $id, closed: $closed) {\n      id\n      ...MyNeedItem_need\n    }\n  }\n"): (typeof documents)["\n  mutation CloseNeed($id: ID!, $closed: Boolean!) {\n    closeNeed(id: $id, closed: $closed) {\n      id\n      ...MyNeedItem_need\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNeed($id: ID!) {\n    deleteNeed(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNeed($id: ID!) {\n    deleteNeed(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerNeed($id: ID!, $serviceId: ID!) {\n    answerNeed(id: $id, serviceId: $serviceId) {\n      id\n      answerCount\n      helpedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerNeed($id: ID!, $serviceId: ID!) {\n    answerNeed(id: $id, serviceId: $serviceId) {\n      id\n      answerCount\n      helpedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n"): (typeof documents)["\n  fragment SessionRequestId on SessionType {\n    exchangeRequestId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    url\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    message\n    read\n    reference\n    url\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query RecentNotifications {\n    recentNotifications {\n      notifications {\n        ...NotificationItem @unmask\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      nodes {\n        ...NotificationItem @unmask\n      }\n      totalCount\n      pageInfo {\n        ...NextPage @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      ...SignedIn @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword) {\n      ...SignedIn @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyAchievements {\n    me {\n      id\n      ...ViewerProgress @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLanguage($locale: String!) {\n    updateProfile(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLanguage($locale: String!) {\n    updateProfile(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferralInfo {\n    referralInfo {\n      totalReferrals\n      successfulReferrals\n      epEarned\n      referralLink\n      referralCode\n      recentReferrals {\n        fullName\n        createdAt\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n    exchangeRequest {\n      id\n      ...ThreadButton_request\n    }\n  }\n"): (typeof documents)["\n  fragment SessionCard_session on SessionType {\n    id\n    status\n    proposedDate\n    proposedTimeSlot\n    timezone\n    startsAt\n    notes\n    role\n    serviceTitle\n    awaitingMyResponse\n    otherUser {\n      id\n      fullName\n    }\n    exchangeRequest {\n      id\n      ...ThreadButton_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n"): (typeof documents)["\n  fragment SessionsView_session on SessionType {\n    id\n    status\n    startsAt\n    ...SessionCard_session\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionChange on SessionType {\n    id\n    exchangeRequestId\n    ...SessionCard_session\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment SessionChange on SessionType {\n    id\n    exchangeRequestId\n    ...SessionCard_session\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      ...SessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {\n    respondToSession(sessionId: $sessionId, action: $action) {\n      ...SessionChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      ...SessionChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSession($sessionId: ID!) {\n    completeSession(sessionId: $sessionId) {\n      ...SessionChange @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MyService on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MyService on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyServiceChange on Service {\n    ...MyService @unmask\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment MyServiceChange on Service {\n    ...MyService @unmask\n    viewer {\n      ...ViewerChanges @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServices {\n    myServices {\n      ...MyService @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyServices {\n    myServices {\n      ...MyService @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyServiceChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: ServiceInput!, $clientKey: String) {\n    createService(input: $input, clientKey: $clientKey) {\n      ...MyServiceChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyServiceChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyServiceChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      filename\n      json\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      filename\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      ...CodeSentFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      ...CodeSentFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n    push\n  }\n"): (typeof documents)["\n  fragment NotificationPreferenceFields on NotificationPreference {\n    kind\n    delivery\n    push\n  }\n"];
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
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PushDeviceFields on PushDevice {\n    id\n    browser\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment PushDeviceFields on PushDevice {\n    id\n    browser\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    pushDevices(first: 20) {\n      totalCount\n      nodes {\n        ...PushDeviceFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    pushDevices(first: 20) {\n      totalCount\n      nodes {\n        ...PushDeviceFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPushDevice($subscription: PushSubscriptionInput!) {\n    addPushDevice(subscription: $subscription) {\n      ...PushDeviceFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddPushDevice($subscription: PushSubscriptionInput!) {\n    addPushDevice(subscription: $subscription) {\n      ...PushDeviceFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedMembers($first: Int!, $after: String) {\n    blockedMembers(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        fullName\n        blockedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlockedMembers($first: Int!, $after: String) {\n    blockedMembers(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        fullName\n        blockedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment TestimonialCard_testimonial on TestimonialType {\n    id\n    rating\n    content\n    isPublic\n    createdAt\n    serviceTitle\n    reviewer {\n      id\n      fullName\n    }\n    reviewee {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    groupSessionId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TestimonialWritten on TestimonialType {\n    id\n    exchangeRequestId\n    groupSessionId\n    isPublic\n    reviewee {\n      id\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ReviewableExchange on ExchangeRequestType {\n    id\n    status\n    canReview\n    completedAt\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewableExchange on ExchangeRequestType {\n    id\n    status\n    canReview\n    completedAt\n    service {\n      id\n      title\n    }\n    otherParty {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewableExchanges {\n    receivedRequests {\n      ...ReviewableExchange @unmask\n    }\n    sentRequests {\n      ...ReviewableExchange @unmask\n    }\n  }\n"): (typeof documents)["\n  query ReviewableExchanges {\n    receivedRequests {\n      ...ReviewableExchange @unmask\n    }\n    sentRequests {\n      ...ReviewableExchange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WriteTestimonial($input: TestimonialInput!) {\n    writeTestimonial(input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteGroupSessionTestimonial($groupSessionId: ID!, $input: SeatTestimonialInput!) {\n    writeGroupSessionTestimonial(groupSessionId: $groupSessionId, input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WriteGroupSessionTestimonial($groupSessionId: ID!, $input: SeatTestimonialInput!) {\n    writeGroupSessionTestimonial(groupSessionId: $groupSessionId, input: $input) {\n      ...TestimonialWritten @unmask\n      ...TestimonialCard_testimonial\n      viewer {\n        ...ViewerChanges @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextPage on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment NextPage on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    emailVerified\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    locale\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      avatarUrl(size: 192)\n      imageSource\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    emailVerified\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    locale\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      avatarUrl(size: 192)\n      imageSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedIn on AuthPayload {\n    accessToken\n    user {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment SignedIn on AuthPayload {\n    accessToken\n    user {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeSentFields on CodeSent {\n    email\n    resendAfterSeconds\n  }\n"): (typeof documents)["\n  fragment CodeSentFields on CodeSent {\n    email\n    resendAfterSeconds\n  }\n"];
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