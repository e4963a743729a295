import { graphql } from '../../gql';

/** Browse Coaches: premium first, or by reliability; the skills filter matches any of the chosen skills. */
export const BrowseCoachesQuery = graphql(`
  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String, $sort: CoachSort) {
    coaches(filter: $filter, first: $first, after: $after, sort: $sort) {
      nodes {
        id
        ...CoachCard_coach
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The coach profile modal: the coach with all active services (newest first). */
export const CoachProfileQuery = graphql(`
  query CoachProfile($id: ID!) {
    coach(id: $id) {
      id
      fullName
      userType
      email
      totalServices
      profile {
        avatarUrl(size: 176)
        location
        experienceYears
        bio
        skills
      }
      services {
        id
        title
        categoryLabel
        durationMinutes
        energyCost
        maxParticipants
        coachId
        ...NextGroupSessions_service
      }
      ...ReliabilitySummary_coach
    }
  }
`);

/** The coach profile's testimonials: public ones only, newest first, at most 3. */
export const CoachTestimonialsQuery = graphql(`
  query CoachTestimonials($id: ID!) {
    coach(id: $id) {
      id
      testimonials(first: 3) {
        id
        rating
        content
        createdAt
        serviceTitle
        reviewer {
          id
          fullName
        }
      }
    }
  }
`);
