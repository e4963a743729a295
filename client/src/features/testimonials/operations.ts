import { graphql } from '../../gql';

export const TestimonialCardFragment = graphql(`
  fragment TestimonialCard on TestimonialType {
    id
    exchangeRequestId
    rating
    content
    isPublic
    createdAt
    serviceTitle
    reviewer {
      id
      fullName
    }
    reviewee {
      id
      fullName
    }
  }
`);

export const ReceivedTestimonialsQuery = graphql(`
  query ReceivedTestimonials {
    receivedTestimonials {
      ...TestimonialCard
    }
  }
`);

export const GivenTestimonialsQuery = graphql(`
  query GivenTestimonials {
    givenTestimonials {
      ...TestimonialCard
    }
  }
`);

/** Both sides' requests, for "Select an Exchange to Review" (completed ones with canReview). */
export const ReviewableExchangesQuery = graphql(`
  query ReviewableExchanges {
    receivedRequests {
      id
      status
      canReview
      completedAt
      service {
        id
        title
      }
      otherParty {
        id
        fullName
      }
    }
    sentRequests {
      id
      status
      canReview
      completedAt
      service {
        id
        title
      }
      otherParty {
        id
        fullName
      }
    }
  }
`);

/** +1 EP for the writer, once per exchange. */
export const WriteTestimonialMutation = graphql(`
  mutation WriteTestimonial($input: TestimonialInput!) {
    writeTestimonial(input: $input) {
      ...TestimonialCard
    }
  }
`);
