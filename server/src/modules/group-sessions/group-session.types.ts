import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { restInput } from '../../common/http/rest-input.js';
import { Connection } from '../../common/pagination.js';
import { fieldRule, IsRequiredString, IsWholeNumberBetween, translatable } from '../../common/validation.js';
import { GroupSessionLabels } from './group-session.labels.js';

/** A service seats at most ten (its max participants): no occurrence has more seats, nor attendees to name. */
export const MAX_SEATS = 10;

export const GroupSessionStatus = storedEnum('GroupSessionStatus', 'Where a group session stands.', {
  scheduled: 'Scheduled: members may book seats until it starts; its coach completes it from its start.',
  cancelled: 'Cancelled by its coach (or with the coach’s account): every hold was released.',
  completed: 'Completed: attended seats were paid, absent ones released.',
  expired: 'Never completed within a week of its start: every hold was released, nothing paid.',
});
export type GroupSessionStatus = EnumValue<typeof GroupSessionStatus>;

export const SeatStatus = storedEnum('SeatStatus', 'Where a member’s seat in a group session stands.', {
  booked: 'A seat is theirs; its cost is on hold (nothing for Premium members).',
  waitlisted: 'Waiting, in order, for a seat to come free (nothing on hold).',
  left: 'They left (up to 24 hours before the start); the hold came back.',
  attended: 'They attended: the seat was paid to the coach.',
  absent: 'Marked absent by the coach: the hold came back, nothing paid.',
  released: 'Released without them: the session was cancelled or expired, or their account closed.',
  skipped: 'Taken off the waitlist: a seat came free but they had too few EP.',
});

export const GroupSessionRole = storedEnum('GroupSessionRole', 'Which of my group sessions to list.', {
  coach: 'The ones I run.',
  attendee: 'The ones I have a seat in or wait for.',
});
export type GroupSessionRole = EnumValue<typeof GroupSessionRole>;

export const GroupSessionViewerAction = storedEnum(
  'GroupSessionViewerAction',
  'What the viewer may do with a group session now: the one button its card shows.',
  {
    join: 'Book a seat: one is free and the viewer has none.',
    join_waitlist: 'Join the waitlist: every seat is taken and the viewer has none.',
    leave: 'Leave: the viewer holds a seat (up to 24 hours before the start) or waits.',
    own: 'Nothing to book: the viewer is its coach.',
    none: 'Nothing now: signed out, started or no longer open, or a seat past the 24-hour line.',
  },
);

@ObjectType('GroupSessionSeat', { description: 'A member’s seat, as the coach sees it in the roster.' })
export class GroupSessionSeatType {
  @Field(() => ID, { description: 'The member.' }) memberId: string;
  @Field({ description: 'Their full name.' }) fullName: string;
  @Field(() => SeatStatus, { description: 'Booked, waitlisted, attended or absent.' }) status: string;
  @Field(() => Int, { nullable: true, description: 'Their place on the waitlist (1 = next); null when not waiting.' })
  waitlistRank: number | null;
}

@ObjectType('GroupSession', {
  description:
    'One occurrence of a service for several participants: a date and slot of its coach, with seats booked one per member and a waitlist (docs/ledger.md "Group sessions").',
})
export class GroupSessionType {
  @Field(() => ID, { description: 'Unique id of the group session.' }) id: string;
  @Field(() => ID, { description: 'The service it is an occurrence of.' }) serviceId: string;
  @Field({ description: "The service's title." }) serviceTitle: string;
  @Field(() => Int, { description: "The service's duration in minutes." }) durationMinutes: number;
  @Field(() => ID, { description: 'Its coach.' }) coachId: string;
  @Field({ description: "The coach's full name." }) coachName: string;
  @Field({ description: 'When it starts.' }) startsAt: Date;
  @Field({ description: 'Its date (YYYY-MM-DD) in the coach’s timezone.' }) sessionDate: string;
  @Field({ description: 'Its hourly slot ("HH:00") in the coach’s timezone.' }) timeSlot: string;
  @Field(() => Int, { description: 'How many seats it has (1–10, at most the service’s max participants).' })
  seats: number;
  @Field(() => Int, { description: 'Seats taken (booked, attended or absent).' }) seatsTaken: number;
  @Field(() => Int, { description: 'Seats still free.' }) seatsLeft: number;
  @Field(() => Int, { description: 'Members waiting for a seat.' }) waitlisted: number;
  @Field(() => Int, { description: 'EP a seat costs (the service’s price when it was scheduled).' })
  energyCost: number;
  @Field(() => String, { nullable: true, description: "The coach's notes." }) notes: string | null;
  @Field(() => GroupSessionStatus, { description: 'Where it stands.' }) status: string;
  @Field(() => SeatStatus, {
    nullable: true,
    description: 'My seat: booked, waitlisted, attended or absent; null: none.',
  })
  myStatus: string | null;
  @Field(() => Int, { nullable: true, description: 'My place on the waitlist (1 = next); null when not waiting.' })
  myWaitlistRank: number | null;
  @Field({ description: 'Whether I may book a seat (or join the waitlist) now.' }) canJoin: boolean;
  @Field({ description: 'Whether I may leave now (a booked seat up to 24 hours before the start).' }) canLeave: boolean;
  @Field({ description: 'Whether I may cancel it (its coach, while scheduled).' }) canCancel: boolean;
  @Field({ description: 'Whether I may complete it (its coach, from its start).' }) canComplete: boolean;
  @Field(() => GroupSessionViewerAction, {
    description:
      'What I may do now, as one button: JOIN, JOIN_WAITLIST (full), LEAVE, OWN (I coach it) or NONE. Between JOIN and JOIN_WAITLIST only `seatsLeft` decides, so a client may switch them when a seat count event arrives.',
  })
  viewerAction: string;
  @Field({
    description:
      'Whether I may write my testimonial of it now (my seat attended, not yet reviewed, not reversed): writeGroupSessionTestimonial.',
  })
  canReview: boolean;
  @Field({
    description:
      'Whether I may dispute my seat now (attended, within 7 days of the completion, no dispute yet): openGroupSessionDispute.',
  })
  canDispute: boolean;
  @Field(() => [GroupSessionSeatType], {
    nullable: true,
    description: 'Who booked and who waits, in order: for its coach only (null for anyone else).',
  })
  roster: GroupSessionSeatType[] | null;
  @Field({ description: 'When it was scheduled.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of my group sessions, latest start first.' })
export class GroupSessionConnection extends Connection(GroupSessionType, {
  nodes: 'The group sessions of this page.',
  totalCount: 'How many group sessions I have in this role, on all pages.',
}) {}

@ObjectType('GroupSessionSeatsEvent', { description: 'A seat of a group session was taken or freed: its new counts.' })
export class GroupSessionSeatsEventType {
  @Field(() => ID, { description: 'The group session.' }) groupSessionId: string;
  @Field(() => ID, { description: 'Its service.' }) serviceId: string;
  @Field(() => GroupSessionStatus, {
    description: 'Where it stands now: CANCELLED or COMPLETED when the event is its end (seats freed for good).',
  })
  status: string;
  @Field(() => Int, { description: 'Seats taken now.' }) seatsTaken: number;
  @Field(() => Int, { description: 'Seats free now.' }) seatsLeft: number;
  @Field(() => Int, { description: 'Members waiting now.' }) waitlisted: number;
}

@InputType({ description: "Schedule a group session of one of my services in one of my availability's slots." })
export class ScheduleGroupSessionInput {
  @Field(() => ID, { description: 'My service, for more than one participant.' })
  @IsRequiredString('service_id')
  serviceId: string;

  @Field({ description: 'YYYY-MM-DD in my timezone; not before today.' })
  @IsRequiredString('date')
  date: string;

  @Field({ description: '"HH:00", 07:00–19:00, one of my slots for that weekday.' })
  @IsRequiredString('time_slot')
  timeSlot: string;

  @Field(() => Int, {
    nullable: true,
    description: 'How many seats, 1 to the service’s max participants (its max when absent).',
  })
  @IsOptional()
  @IsWholeNumberBetween(GroupSessionLabels.seats, 1, MAX_SEATS)
  seats?: number | null;

  @Field(() => String, { nullable: true, description: 'Optional notes for the attendees, at most 2000 characters.' })
  @IsOptional()
  @IsString(fieldRule('text', GroupSessionLabels.notes))
  @MaxLength(2000, fieldRule('tooLong', GroupSessionLabels.notes, { max: 2000 }))
  notes?: string | null;
}

@InputType({ description: 'Complete a group session: who attended.' })
export class CompleteGroupSessionInput {
  @Field(() => [ID], { description: 'The members who attended (each with a booked seat); every other seat is absent.' })
  @IsArray(translatable(GroupSessionLabels.attendedIds))
  @ArrayMaxSize(MAX_SEATS, translatable(GroupSessionLabels.attendedList, { max: MAX_SEATS }))
  @IsString({ each: true, ...translatable(GroupSessionLabels.attendedIds) })
  attended: string[];
}

@InputType({ description: "A group session's notes, rewritten by its coach." })
export class GroupSessionNotesInput {
  @Field(() => String, {
    nullable: true,
    description: 'The notes, at most 2000 characters; empty or null clears them.',
  })
  @IsOptional()
  @IsString(fieldRule('text', GroupSessionLabels.notes))
  @MaxLength(2000, fieldRule('tooLong', GroupSessionLabels.notes, { max: 2000 }))
  notes?: string | null;
}

/** POST /services/{id}/group-sessions; the service comes from the path. */
export const scheduleGroupSessionBody = restInput(ScheduleGroupSessionInput, {
  date: 'date',
  time_slot: 'timeSlot',
  seats: 'seats',
  notes: 'notes',
});
/** POST /group-sessions/{id}/complete. */
export const completeGroupSessionBody = restInput(CompleteGroupSessionInput, { attended: 'attended' });
/** PUT /group-sessions/{id}/notes. */
export const groupSessionNotesBody = restInput(GroupSessionNotesInput, { notes: 'notes' });
