import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('Reliability', {
  description: 'How a member keeps their word, computed from their exchanges (never hand-counted).',
})
export class ReliabilityType {
  @Field(() => Float, {
    nullable: true,
    description:
      'Share (0–1) of requests received answered (accepted or declined) within 48 h; null before any was due.',
  })
  responseRate: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'Share (0–1) of agreed exchanges completed (an accepted one counts against only after 14 days open; reversed ones are not completed); null before any counted.',
  })
  completionRate: number | null;
  @Field(() => Float, { nullable: true, description: 'Average public rating, 1–5 to one decimal; null without one.' })
  averageRating: number | null;
  @Field(() => Int, { description: 'How many public ratings the average is of.' })
  ratingCount: number;
  @Field(() => Int, { description: 'Completed exchanges, as coach or requester.' })
  completedExchanges: number;
  @Field({ description: 'True below 3 completed exchanges: shown as "New member" instead of rates.' })
  newMember: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      'Median time, in whole minutes, they took to answer first the questions asked of them and the requests they received in the last 90 days (a question: their first message in it; a request: accepting or declining it); null when they answered none.',
  })
  medianResponseMinutes: number | null;
}
