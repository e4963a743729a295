import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { Need, NeedAnswer } from './needs.service.js';

/** The REST facade's need object (something a member is looking for); `answers` only for its author's own list. */
export function needDto(n: Need, categoryLabel: string, answers?: NeedAnswer[]): ApiSchema<'Need'> {
  return {
    id: n.id,
    author_id: n.authorId,
    author_name: n.authorName,
    title: n.title,
    description: n.description,
    category: n.category,
    category_label: categoryLabel,
    max_energy: n.maxEnergy,
    ends_on: n.endsOn,
    open: n.open,
    answer_count: n.answerCount,
    created_at: new Date(n.createdAt).toISOString(),
    ...(answers
      ? {
          answers: answers.map((a) => ({
            service_id: a.serviceId,
            helper_id: a.helperId,
            helper_name: a.helperName,
            service_title: a.serviceTitle,
            energy_cost: a.energyCost,
            active: a.active,
            created_at: new Date(a.createdAt).toISOString(),
          })),
        }
      : {}),
  };
}
