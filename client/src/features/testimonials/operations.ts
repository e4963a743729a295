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
      ...TestimonialWritten @unmask
      ...TestimonialCard_testimonial
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);
