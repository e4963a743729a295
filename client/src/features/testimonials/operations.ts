import { graphql } from '../../gql';

export const ReceivedTestimonialsQuery = graphql(`
  query ReceivedTestimonials {
    receivedTestimonials {
      id
      ...TestimonialCard_testimonial
    }
  }
`);

export const GivenTestimonialsQuery = graphql(`
  query GivenTestimonials {
    givenTestimonials {
      id
      ...TestimonialCard_testimonial
    }
  }
`);

/** A request as "Select an Exchange to Review" lists it, from either side. */
export const ReviewableExchangeFragment = graphql(`
  fragment ReviewableExchange on ExchangeRequestType {
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
`);

/** Both sides' requests, for "Select an Exchange to Review" (completed ones with canReview). */
export const ReviewableExchangesQuery = graphql(`
  query ReviewableExchanges {
    receivedRequests {
      ...ReviewableExchange @unmask
    }
    sentRequests {
      ...ReviewableExchange @unmask
    }
  }
`);

/** +1 EP for the writer, once per exchange. */
export const WriteTestimonialMutation = graphql(`
  mutation WriteTestimonial($input: TestimonialInput!) {
    writeTestimonial(input: $input) {
      ...TestimonialWritten @unmask
      ...TestimonialCard_testimonial
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);

/** +1 EP for the writer, once per attended seat of a completed group session (a review of its coach). */
export const WriteGroupSessionTestimonialMutation = graphql(`
  mutation WriteGroupSessionTestimonial($groupSessionId: ID!, $input: SeatTestimonialInput!) {
    writeGroupSessionTestimonial(groupSessionId: $groupSessionId, input: $input) {
      ...TestimonialWritten @unmask
      ...TestimonialCard_testimonial
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);
