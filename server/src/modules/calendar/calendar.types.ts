import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "The signed-in member's private calendar feed of their sessions." })
export class CalendarFeedType {
  @Field({
    description:
      'The feed address (webcal://…/calendar/<token>.ics): anyone holding it can read the sessions, so it is shown to its owner only.',
  })
  url: string;
}
