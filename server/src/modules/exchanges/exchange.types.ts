import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserType } from '../identity/user.entity.js';

@ObjectType({ description: 'The other side of an exchange, as its party may see them.' })
export class ExchangeParty {
  @Field(() => ID) id: string;
  @Field() fullName: string;
  @Field(() => UserType) userType: UserType;
  @Field({ description: 'Whether they have set weekly availability (sessions can be scheduled).' }) hasAvailability: boolean;
  @Field(() => String, { nullable: true, description: 'Contact email: shown once the request is accepted.' }) email: string | null;
}

@ObjectType()
export class RequestedService {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() description: string;
  @Field() category: string;
  @Field(() => Int) durationMinutes: number;
  @Field({ description: 'The coach removed it from the catalogue since.' }) archived: boolean;
}

@ObjectType({ description: 'An exchange request, seen by one of its two parties.' })
export class ExchangeRequestType {
  @Field(() => ID) id: string;
  @Field({ description: 'pending, accepted, declined, cancelled, expired or completed.' }) status: string;
  @Field() message: string;
  @Field(() => Int, { description: 'EP price when requested.' }) energyCost: number;
  @Field({ description: 'The cost sits in escrow (free requester).' }) held: boolean;
  @Field() requestedAt: Date;
  @Field() expiresAt: Date;
  @Field(() => Date, { nullable: true }) respondedAt: Date | null;
  @Field(() => Date, { nullable: true }) sessionDate: Date | null;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => RequestedService) service: RequestedService;
  @Field(() => ID) requesterId: string;
  @Field(() => ID) coachId: string;
  @Field({ description: 'COACH when the viewer owns the service, else REQUESTER.' }) myRole: 'COACH' | 'REQUESTER';
  @Field(() => ExchangeParty) otherParty: ExchangeParty;
  @Field({ description: 'Whether the viewer can mark it completed now.' }) canComplete: boolean;
  @Field({ description: 'Whether the viewer can write a testimonial for it (+1 EP).' }) canReview: boolean;
}

@ObjectType()
export class SessionParty {
  @Field(() => ID) id: string;
  @Field() fullName: string;
}

@ObjectType({ description: 'A session of an exchange.' })
export class SessionType {
  @Field(() => ID) id: string;
  @Field(() => ID) exchangeRequestId: string;
  @Field({ description: 'pending, accepted, rejected or completed.' }) status: string;
  @Field({ description: 'YYYY-MM-DD in the availability owner’s timezone.' }) proposedDate: string;
  @Field({ description: '"HH:00" in the availability owner’s timezone.' }) proposedTimeSlot: string;
  @Field({ description: 'Timezone of proposedDate and proposedTimeSlot.' }) timezone: string;
  @Field({ description: 'The instant the session starts.' }) startsAt: Date;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => ID) coachId: string;
  @Field({ description: "'Coach' when the viewer is the coach, else 'Student' (spec §4)." }) role: string;
  @Field(() => SessionParty) otherUser: SessionParty;
  @Field() serviceTitle: string;
  @Field({ description: 'The viewer is the one who must accept or reject it.' }) awaitingMyResponse: boolean;
  @Field() createdAt: Date;
}

@ObjectType()
export class TestimonialPerson {
  @Field(() => ID) id: string;
  @Field() fullName: string;
}

@ObjectType({ description: 'A testimonial about a completed exchange.' })
export class TestimonialType {
  @Field(() => ID) id: string;
  @Field(() => ID) exchangeRequestId: string;
  @Field(() => Int) rating: number;
  @Field() content: string;
  @Field() isPublic: boolean;
  @Field() createdAt: Date;
  @Field(() => TestimonialPerson) reviewer: TestimonialPerson;
  @Field(() => TestimonialPerson) reviewee: TestimonialPerson;
  @Field() serviceTitle: string;
}

@ObjectType()
export class AchievementType {
  @Field() key: string;
  @Field() title: string;
  @Field() description: string;
  @Field() icon: string;
  @Field() earned: boolean;
  @Field(() => Date, { nullable: true }) earnedAt: Date | null;
}

@ObjectType({ description: 'Profile level from experience points (exchanges, testimonials, referrals).' })
export class LevelType {
  @Field(() => Int) level: number;
  @Field() name: string;
  @Field(() => Int) xp: number;
  @Field(() => Int) currentLevelXp: number;
  @Field(() => Int, { nullable: true }) nextLevelXp: number | null;
  @Field(() => String, { nullable: true }) nextLevelName: string | null;
  @Field(() => Int) progressPercent: number;
}
