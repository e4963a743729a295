import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Profile } from '../profiles/profile.entity.js';
import { UserType } from '../identity/user.entity.js';
import { WEEKDAYS, type WeeklyAvailability } from './availability.js';

@ObjectType({ description: 'A service a member offers for Energy Points.' })
export class Service {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  coachId: string;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field({ description: 'Category value.' })
  category: string;

  @Field(() => Int, { description: 'Length of a session, 15–240.' })
  durationMinutes: number;

  @Field(() => Int, { description: 'Price in EP, 1–20.' })
  energyCost: number;

  @Field(() => Int, { description: '1–10.' })
  maxParticipants: number;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A member who offers services, as shown on Browse Coaches and the coach profile.' })
export class Coach {
  @Field(() => ID)
  id: string;

  @Field()
  fullName: string;

  @Field(() => UserType)
  userType: UserType;

  @Field({ description: 'Contact email (spec §3 Coach).' })
  email: string;

  /** Filled when the coaches list preloaded them; otherwise resolved through DataLoaders. */
  preloadedServices?: Service[];
  preloadedTotal?: number;
  preloadedProfile?: Profile;
}

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor: string | null;
}

@ObjectType({ description: 'A page of services.' })
export class ServiceConnection {
  @Field(() => [Service])
  nodes: Service[];

  @Field(() => Int, { description: 'How many services match the filters in all.' })
  totalCount: number;

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@ObjectType({ description: 'A page of coaches.' })
export class CoachConnection {
  @Field(() => [Coach])
  nodes: Coach[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@ObjectType({ description: 'Weekly availability: hourly slots ("09:00") per weekday, in the owner\'s timezone.' })
export class Availability {
  @Field(() => [String]) monday: string[];
  @Field(() => [String]) tuesday: string[];
  @Field(() => [String]) wednesday: string[];
  @Field(() => [String]) thursday: string[];
  @Field(() => [String]) friday: string[];
  @Field(() => [String]) saturday: string[];
  @Field(() => [String]) sunday: string[];

  @Field({ description: 'IANA timezone of the slots.' })
  timezone: string;

  static of(week: WeeklyAvailability, timezone: string): Availability {
    const a = new Availability();
    for (const d of WEEKDAYS) a[d] = week[d];
    a.timezone = timezone;
    return a;
  }
}

@ObjectType()
export class DeleteServiceResult {
  @Field(() => ID)
  id: string;

  @Field({ description: 'True when exchange requests point at the service: it was archived, not destroyed.' })
  archived: boolean;
}

@ObjectType()
export class GravatarInfo {
  @Field()
  exists: boolean;

  @Field()
  joinUrl: string;
}
