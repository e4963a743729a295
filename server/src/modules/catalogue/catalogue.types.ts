import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Profile } from '../profiles/index.js';
import { UserType } from '../identity/index.js';
import { WEEKDAYS, type WeeklyAvailability } from './availability.js';
import { CappedConnection, Connection } from '../../common/pagination.js';

@ObjectType({ simpleResolvers: true, description: 'A service a member offers for Energy Points.' })
export class Service {
  @Field(() => ID, { description: 'Unique id of the service.' })
  id: string;

  @Field(() => ID, { description: 'Id of the member who offers it.' })
  coachId: string;

  @Field({ description: 'Short name of the service (at most 120 characters).' })
  title: string;

  @Field({ description: 'What the session offers (at most 5000 characters).' })
  description: string;

  @Field({ description: 'Category value, e.g. business_coaching (see `categories`).' })
  category: string;

  @Field(() => Int, { description: 'Length of a session in minutes, 15–240 (default 60).' })
  durationMinutes: number;

  @Field(() => Int, { description: 'Price of one exchange in EP, 1–20 (default 1).' })
  energyCost: number;

  @Field(() => Int, { description: 'How many people a session takes, 1–10 (default 1).' })
  maxParticipants: number;

  @Field({ description: 'When the service was published.' })
  createdAt: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A member who offers services, as shown on Browse Coaches and the coach profile.',
})
export class Coach {
  @Field(() => ID, { description: "The coach's member id." })
  id: string;

  @Field({ description: "The coach's full name." })
  fullName: string;

  @Field(() => UserType, { description: 'PREMIUM coaches show a verified badge and are listed first.' })
  userType: UserType;

  /** The stored address; the schema's `email` field shows it only to whom it may (CoachFieldsResolver). */
  email: string;

  /** Filled when the coaches list preloaded them; otherwise resolved through DataLoaders. */
  preloadedServices?: Service[];
  preloadedTotal?: number;
  preloadedProfile?: Profile;
}

@ObjectType({ description: 'A page of services.' })
export class ServiceConnection extends CappedConnection(Service, {
  nodes: 'The services of this page, in list order.',
  totalCount:
    'How many services match the filters in all, counted up to 1000: when more match it is 1000 and totalCountIsCapped is true.',
  totalCountIsCapped: 'True when more than totalCount (1000) services match: show "1,000+".',
}) {}

@ObjectType({ description: 'A page of coaches.' })
export class CoachConnection extends Connection(Coach, {
  nodes: 'The coaches of this page, premium first.',
  totalCount: 'How many coaches match the filters in all.',
}) {}

@ObjectType({ description: 'Weekly availability: hourly slots ("09:00") per weekday, in the owner\'s timezone.' })
export class Availability {
  @Field(() => [String], { description: 'Monday slots, "HH:00" from 07:00 to 19:00, in order.' }) monday: string[];
  @Field(() => [String], { description: 'Tuesday slots, "HH:00" from 07:00 to 19:00, in order.' }) tuesday: string[];
  @Field(() => [String], { description: 'Wednesday slots, "HH:00" from 07:00 to 19:00, in order.' })
  wednesday: string[];
  @Field(() => [String], { description: 'Thursday slots, "HH:00" from 07:00 to 19:00, in order.' }) thursday: string[];
  @Field(() => [String], { description: 'Friday slots, "HH:00" from 07:00 to 19:00, in order.' }) friday: string[];
  @Field(() => [String], { description: 'Saturday slots, "HH:00" from 07:00 to 19:00, in order.' }) saturday: string[];
  @Field(() => [String], { description: 'Sunday slots, "HH:00" from 07:00 to 19:00, in order.' }) sunday: string[];

  @Field({ description: 'IANA timezone of the slots.' })
  timezone: string;

  static of(week: WeeklyAvailability, timezone: string): Availability {
    const a = new Availability();
    for (const d of WEEKDAYS) a[d] = week[d];
    a.timezone = timezone;
    return a;
  }
}

@ObjectType({ description: 'What deleteService did with the service.' })
export class DeleteServiceResult {
  @Field(() => ID, { description: 'Id of the removed service.' })
  id: string;

  @Field({
    description: 'True when exchange requests or group sessions point at the service: it was archived, not destroyed.',
  })
  archived: boolean;
}
