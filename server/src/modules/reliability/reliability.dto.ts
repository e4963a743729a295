import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { Reliability } from './reliability.service.js';

/** The REST shape of a member's reliability (GraphQL `Coach.reliability`, snake_case). */
export function reliabilityDto(r: Reliability): ApiSchema<'Reliability'> {
  return {
    response_rate: r.responseRate,
    completion_rate: r.completionRate,
    average_rating: r.averageRating,
    rating_count: r.ratingCount,
    completed_exchanges: r.completedExchanges,
    new_member: r.newMember,
    median_response_minutes: r.medianResponseMinutes,
  };
}
