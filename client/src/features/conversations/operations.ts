import { graphql } from '../../gql';

/** How many messages a page of a thread holds. */
export const THREAD_PAGE_SIZE = 30;

/** A thread, newest first, a page at a time; `unreadCount` tells whether to mark it read. */
export const ThreadQuery = graphql(`
  query Thread($requestId: ID!, $first: Int!, $after: String) {
    exchangeRequest(id: $requestId) {
      id
      unreadCount
      messages(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          senderId
          createdAt
          ...MessageBubble_message
        }
      }
    }
  }
`);

/**
 * A group session's thread, newest first, a page at a time, with its members (whose names the
 * bubbles say) — asked only by its coach and its seat holders (anyone else: NOT_FOUND).
 */
export const GroupThreadQuery = graphql(`
  query GroupThread($groupSessionId: ID!, $first: Int!, $after: String) {
    groupSessionThread(groupSessionId: $groupSessionId) {
      groupSessionId
      members {
        id
        fullName
      }
    }
    groupSession(id: $groupSessionId) {
      id
      unreadCount
      messages(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          senderId
          createdAt
          ...MessageBubble_message
        }
      }
    }
  }
`);

/** What a question's thread dialog shows of it besides its messages: who, about what, and the request step. */
export const QuestionFieldsFragment = graphql(`
  fragment QuestionFields on Question {
    id
    title
    role
    subject
    serviceId
    coachId
    unreadCount
    requestId
    canPropose
    canConfirm
    lastMessageAt
    otherMember {
      id
      fullName
    }
    proposedService {
      id
      title
      energyCost
    }
  }
`);

/** A question's thread (the request's once it became one), newest first, a page at a time. */
export const QuestionThreadQuery = graphql(`
  query QuestionThread($questionId: ID!, $first: Int!, $after: String) {
    question(id: $questionId) {
      ...QuestionFields @unmask
      messages(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          senderId
          createdAt
          ...MessageBubble_message
        }
      }
    }
  }
`);

/** My questions, asked or asked of me, the latest activity first. */
export const MyQuestionsQuery = graphql(`
  query MyQuestions($first: Int!, $after: String) {
    myQuestions(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...QuestionFields @unmask
      }
    }
  }
`);

export const AskQuestionMutation = graphql(`
  mutation AskQuestion($input: AskQuestionInput!) {
    askQuestion(input: $input) {
      ...QuestionFields @unmask
    }
  }
`);

/** The coach proposes (no message), the other member confirms (the request holds EP: `viewer`). */
export const QuestionToRequestMutation = graphql(`
  mutation QuestionToRequest($questionId: ID!, $input: QuestionToRequestInput) {
    questionToRequest(questionId: $questionId, input: $input) {
      ...QuestionFields @unmask
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);

export const SendQuestionMessageMutation = graphql(`
  mutation SendQuestionMessage($questionId: ID!, $body: String!) {
    sendQuestionMessage(questionId: $questionId, body: $body) {
      ...ThreadMessage @unmask
    }
  }
`);

export const MarkQuestionThreadReadMutation = graphql(`
  mutation MarkQuestionThreadRead($questionId: ID!) {
    markQuestionThreadRead(questionId: $questionId) {
      id
      unreadCount
    }
  }
`);

/** The coach's own services, to propose one for a question about a need or about them. */
export const ServicesToProposeQuery = graphql(`
  query ServicesToPropose {
    myServices {
      id
      title
      energyCost
    }
  }
`);

export const BlockMemberMutation = graphql(`
  mutation BlockMember($memberId: ID!) {
    blockMember(memberId: $memberId) {
      id
      fullName
      blockedAt
    }
  }
`);

export const SendGroupMessageMutation = graphql(`
  mutation SendGroupMessage($groupSessionId: ID!, $body: String!) {
    sendGroupSessionMessage(groupSessionId: $groupSessionId, body: $body) {
      ...ThreadMessage @unmask
    }
  }
`);

export const MarkGroupThreadReadMutation = graphql(`
  mutation MarkGroupThreadRead($groupSessionId: ID!) {
    markGroupSessionThreadRead(groupSessionId: $groupSessionId) {
      groupSessionId
      unreadCount
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($requestId: ID!, $body: String!) {
    sendMessage(requestId: $requestId, body: $body) {
      ...ThreadMessage @unmask
    }
  }
`);

export const MarkThreadReadMutation = graphql(`
  mutation MarkThreadRead($requestId: ID!) {
    markThreadRead(requestId: $requestId) {
      id
      unreadCount
    }
  }
`);

/** What the cache helpers read of a new message (lib/cache.ts): its thread and every field its bubble shows. */
export const ThreadMessageFragment = graphql(`
  fragment ThreadMessage on Message {
    id
    requestId
    groupSessionId
    questionId
    senderId
    createdAt
    ...MessageBubble_message
  }
`);

/**
 * The fallback while the WebSocket is down (useLiveThreads): every thread's unread count in one
 * query. A thread is an exchange request, and every request of the member is one they received or
 * sent (session cards show the same requests), so this reaches every card's badge through the cache.
 */
export const ThreadUnreadCountsQuery = graphql(`
  query ThreadUnreadCounts($groupSessions: Int!, $questions: Int!) {
    receivedRequests {
      id
      unreadCount
    }
    sentRequests {
      id
      unreadCount
    }
    coachedGroupSessions: myGroupSessions(role: COACH, first: $groupSessions) {
      nodes {
        id
        unreadCount
      }
    }
    attendedGroupSessions: myGroupSessions(role: ATTENDEE, first: $groupSessions) {
      nodes {
        id
        unreadCount
      }
    }
    myQuestions(first: $questions) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...QuestionFields @unmask
      }
    }
  }
`);

/** New messages of the member's threads (of one request, group session or question when its id is given). */
export const MessageEventsSubscription = graphql(`
  subscription MessageEvents($requestId: ID, $groupSessionId: ID, $questionId: ID) {
    messageEvents(requestId: $requestId, groupSessionId: $groupSessionId, questionId: $questionId) {
      threadUnreadCount
      message {
        ...ThreadMessage @unmask
      }
    }
  }
`);
