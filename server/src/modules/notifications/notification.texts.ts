import { defineMessages } from '@formatjs/intl';
import { DEFAULT_LOCALE, formatText, type MessageDescriptor, type MessageValues } from '../../common/i18n/index.js';
import { logger } from '../../common/logger.js';

/**
 * What a notification says, by what happened: a title and a message for each (docs/notifications.md,
 * "In the reader's language"). A notification is stored as the name of its text and that text's
 * values (`notifications.params`), never as sentences, and rendered when it is read or sent, in the
 * reader's language and timezone. A kind may have several texts (a request cancelled by its
 * requester, or because an account closed). A yes/no part of a sentence is a `select` on `yes`,
 * so English reads exactly as it did when the sentence was glued in code.
 */
const TITLES = defineMessages({
  exchangeRequest: { id: 'notifications.exchangeRequest.title', defaultMessage: 'New exchange request' },
  exchangeAccepted: { id: 'notifications.exchangeAccepted.title', defaultMessage: 'Exchange request accepted' },
  exchangeDeclined: { id: 'notifications.exchangeDeclined.title', defaultMessage: 'Exchange request declined' },
  exchangeCancelled: { id: 'notifications.exchangeCancelled.title', defaultMessage: 'Exchange request cancelled' },
  exchangeCancelledAccountClosed: {
    id: 'notifications.exchangeCancelledAccountClosed.title',
    defaultMessage: 'Exchange request cancelled',
  },
  exchangeExpired: { id: 'notifications.exchangeExpired.title', defaultMessage: 'Exchange request expired' },
  exchangeCompleted: { id: 'notifications.exchangeCompleted.title', defaultMessage: 'Exchange completed' },
  sessionCancelled: { id: 'notifications.sessionCancelled.title', defaultMessage: 'Session cancelled' },
  sessionProposal: { id: 'notifications.sessionProposal.title', defaultMessage: 'New session proposed' },
  sessionAccepted: { id: 'notifications.sessionAccepted.title', defaultMessage: 'Session accepted' },
  sessionRejected: { id: 'notifications.sessionRejected.title', defaultMessage: 'Session declined' },
  messageReceived: { id: 'notifications.messageReceived.title', defaultMessage: 'New message from {sender}' },
  testimonialReceived: { id: 'notifications.testimonialReceived.title', defaultMessage: 'New testimonial' },
  testimonialReceivedGroup: { id: 'notifications.testimonialReceivedGroup.title', defaultMessage: 'New testimonial' },
  referralRewarded: { id: 'notifications.referralRewarded.title', defaultMessage: 'Referral reward' },
  premiumActivated: { id: 'notifications.premiumActivated.title', defaultMessage: 'Premium is active' },
  groupSessionBooked: { id: 'notifications.groupSessionBooked.title', defaultMessage: 'New booking' },
  groupSessionCancelled: { id: 'notifications.groupSessionCancelled.title', defaultMessage: 'Group session cancelled' },
  groupSessionCancelledAccountClosed: {
    id: 'notifications.groupSessionCancelledAccountClosed.title',
    defaultMessage: 'Group session cancelled',
  },
  groupSessionExpired: { id: 'notifications.groupSessionExpired.title', defaultMessage: 'Group session expired' },
  groupSessionExpiredCoach: {
    id: 'notifications.groupSessionExpiredCoach.title',
    defaultMessage: 'Group session expired',
  },
  groupSessionAttended: { id: 'notifications.groupSessionAttended.title', defaultMessage: 'Group session completed' },
  groupSessionAbsent: { id: 'notifications.groupSessionAbsent.title', defaultMessage: 'Group session completed' },
  seatSkipped: { id: 'notifications.seatSkipped.title', defaultMessage: 'A seat came free' },
  seatGiven: { id: 'notifications.seatGiven.title', defaultMessage: 'You have a seat' },
  swapProposed: { id: 'notifications.swapProposed.title', defaultMessage: 'Swap proposed' },
  swapAccepted: { id: 'notifications.swapAccepted.title', defaultMessage: 'Swap accepted' },
  swapDeclined: { id: 'notifications.swapDeclined.title', defaultMessage: 'Swap declined' },
  swapWithdrawn: { id: 'notifications.swapWithdrawn.title', defaultMessage: 'Swap withdrawn' },
  swapCancelledAccountClosed: {
    id: 'notifications.swapCancelledAccountClosed.title',
    defaultMessage: 'Swap cancelled',
  },
  swapExpired: { id: 'notifications.swapExpired.title', defaultMessage: 'Swap expired' },
  swapCompleted: { id: 'notifications.swapCompleted.title', defaultMessage: 'Swap completed' },
  disputeOpenedByYou: { id: 'notifications.disputeOpenedByYou.title', defaultMessage: 'Dispute opened' },
  disputeOpenedAgainstYou: { id: 'notifications.disputeOpenedAgainstYou.title', defaultMessage: 'Dispute opened' },
  seatDisputeOpenedByYou: { id: 'notifications.seatDisputeOpenedByYou.title', defaultMessage: 'Dispute opened' },
  seatDisputeOpenedAgainstYou: {
    id: 'notifications.seatDisputeOpenedAgainstYou.title',
    defaultMessage: 'Dispute opened',
  },
  disputeDismissed: { id: 'notifications.disputeDismissed.title', defaultMessage: 'Dispute dismissed' },
  disputeReversed: { id: 'notifications.disputeReversed.title', defaultMessage: 'Exchange reversed' },
  seatDisputeDismissed: { id: 'notifications.seatDisputeDismissed.title', defaultMessage: 'Dispute dismissed' },
  seatDisputeReversed: { id: 'notifications.seatDisputeReversed.title', defaultMessage: 'Exchange reversed' },
  needFitsYourServices: {
    id: 'notifications.needFitsYourServices.title',
    defaultMessage: 'A need that fits your services',
  },
  serviceFitsYourNeed: {
    id: 'notifications.serviceFitsYourNeed.title',
    defaultMessage: 'A service that fits your need',
  },
  needAnswered: { id: 'notifications.needAnswered.title', defaultMessage: 'Someone can help' },
  ringProposed: { id: 'notifications.ringProposed.title', defaultMessage: 'Ring proposed' },
  ringAccepted: { id: 'notifications.ringAccepted.title', defaultMessage: 'Ring accepted' },
  ringOneYes: { id: 'notifications.ringOneYes.title', defaultMessage: '{who} accepted the ring' },
  ringCompleted: { id: 'notifications.ringCompleted.title', defaultMessage: 'Ring completed' },
  ringDeclined: { id: 'notifications.ringDeclined.title', defaultMessage: 'Ring declined' },
  ringWithdrawn: { id: 'notifications.ringWithdrawn.title', defaultMessage: 'Ring cancelled' },
  ringCancelledAccountClosed: {
    id: 'notifications.ringCancelledAccountClosed.title',
    defaultMessage: 'Ring cancelled',
  },
  ringExpired: { id: 'notifications.ringExpired.title', defaultMessage: 'Ring expired' },
});

const MESSAGES = defineMessages({
  exchangeRequest: {
    id: 'notifications.exchangeRequest.message',
    defaultMessage: '{requester} wants to exchange {cost} EP for your {service} service.',
  },
  exchangeAccepted: {
    id: 'notifications.exchangeAccepted.message',
    defaultMessage: '{coach} accepted your request for {service}. Schedule your session!',
  },
  exchangeDeclined: {
    id: 'notifications.exchangeDeclined.message',
    defaultMessage:
      '{coach} declined your request for {service}.{refunded, select, yes { Your {cost} EP are available again.} other {}}',
  },
  exchangeCancelled: {
    id: 'notifications.exchangeCancelled.message',
    defaultMessage: '{requester} cancelled their request for {service}.',
  },
  exchangeCancelledAccountClosed: {
    id: 'notifications.exchangeCancelledAccountClosed.message',
    defaultMessage:
      "The request for {service} was cancelled: {leaving}'s account is no longer active.{refunded, select, yes { Your {cost} EP are available again.} other {}}",
  },
  exchangeExpired: {
    id: 'notifications.exchangeExpired.message',
    defaultMessage:
      'The request for {service} expired after {days} days without an answer.{refunded, select, yes { Your {cost} EP are available again.} other {}}',
  },
  exchangeCompleted: {
    id: 'notifications.exchangeCompleted.message',
    defaultMessage: 'The exchange for {service} is complete. Write a testimonial to earn +1 EP!',
  },
  sessionCancelled: {
    id: 'notifications.sessionCancelled.message',
    defaultMessage: 'The session for {service} on {when} is cancelled: the exchange was completed without it.',
  },
  sessionProposal: {
    id: 'notifications.sessionProposal.message',
    defaultMessage: '{proposer} proposed a session for {service} on {when}.',
  },
  sessionAccepted: {
    id: 'notifications.sessionAccepted.message',
    defaultMessage: '{responder} accepted the session for {service} on {when}.',
  },
  sessionRejected: {
    id: 'notifications.sessionRejected.message',
    defaultMessage: '{responder} declined the session for {service} on {when}.',
  },
  messageReceived: { id: 'notifications.messageReceived.message', defaultMessage: 'About "{thread}": {excerpt}' },
  testimonialReceived: {
    id: 'notifications.testimonialReceived.message',
    defaultMessage: '{writer} wrote a {rating}-star testimonial about {service}.',
  },
  testimonialReceivedGroup: {
    id: 'notifications.testimonialReceivedGroup.message',
    defaultMessage: '{writer} wrote a {rating}-star testimonial about your group session {service}.',
  },
  referralRewarded: {
    id: 'notifications.referralRewarded.message',
    defaultMessage: 'Someone you invited has joined Energy Exchange: you earned {reward} EP.',
  },
  premiumActivated: {
    id: 'notifications.premiumActivated.message',
    defaultMessage:
      'Thank you! Your Premium membership is active: unlimited Energy Points and the verified badge are yours.',
  },
  groupSessionBooked: {
    id: 'notifications.groupSessionBooked.message',
    defaultMessage: '{member} booked a seat of your group session {service}.',
  },
  groupSessionCancelled: {
    id: 'notifications.groupSessionCancelled.message',
    defaultMessage:
      '{coach} cancelled {service} on {when}.{refunded, select, yes { Your {cost} EP are available again.} other {}}',
  },
  groupSessionCancelledAccountClosed: {
    id: 'notifications.groupSessionCancelledAccountClosed.message',
    defaultMessage:
      "{service} on {when} is cancelled: {coach}'s account is no longer active.{refunded, select, yes { Your {cost} EP are available again.} other {}}",
  },
  groupSessionExpired: {
    id: 'notifications.groupSessionExpired.message',
    defaultMessage:
      '{service} on {when} was never completed by {coach}: nothing was paid.{refunded, select, yes { Your {cost} EP are available again.} other {}}',
  },
  groupSessionExpiredCoach: {
    id: 'notifications.groupSessionExpiredCoach.message',
    defaultMessage:
      '{service} was not completed within {days} days of its start: the seats were released and nothing was paid.',
  },
  groupSessionAttended: {
    id: 'notifications.groupSessionAttended.message',
    defaultMessage: '{service} is complete{paid, select, yes {: your {cost} EP went to {coach}} other {}}.',
  },
  groupSessionAbsent: {
    id: 'notifications.groupSessionAbsent.message',
    defaultMessage:
      '{coach} marked you absent from {service}{paid, select, yes {: your {cost} EP are available again} other {}}.',
  },
  seatSkipped: {
    id: 'notifications.seatSkipped.message',
    defaultMessage:
      'A seat of {service} on {when} came free, but it costs {cost} EP and you have {balance} EP: you were taken off the waitlist. Join again once you have enough.',
  },
  seatGiven: {
    id: 'notifications.seatGiven.message',
    defaultMessage:
      'A seat of {service} on {when} came free and is yours.{held, select, yes { {cost} EP are on hold until it takes place.} other {}}',
  },
  swapProposed: {
    id: 'notifications.swapProposed.message',
    defaultMessage:
      '{proposer} proposes a swap: their {theirService} ({theirCost} EP) for your {yourService} ({yourCost} EP).',
  },
  swapAccepted: {
    id: 'notifications.swapAccepted.message',
    defaultMessage: '{partner} accepted your swap ({first} for {second}). Schedule your sessions!',
  },
  swapDeclined: {
    id: 'notifications.swapDeclined.message',
    defaultMessage:
      '{partner} declined your swap.{refunded, select, yes { Your {cost} EP are available again.} other {}}',
  },
  swapWithdrawn: {
    id: 'notifications.swapWithdrawn.message',
    defaultMessage: '{proposer} withdrew their proposed swap.',
  },
  swapCancelledAccountClosed: {
    id: 'notifications.swapCancelledAccountClosed.message',
    defaultMessage:
      "The swap was cancelled: {leaving}'s account is no longer active.{refunded, select, yes { Your {cost} EP are available again.} other {}}",
  },
  swapExpired: {
    id: 'notifications.swapExpired.message',
    defaultMessage:
      'The swap between {proposer} and {partner} expired after {days} days without an answer.{refunded, select, yes { Your {cost} EP are available again.} other {}}',
  },
  swapCompleted: {
    id: 'notifications.swapCompleted.message',
    defaultMessage:
      'Both sides of your swap are complete. {moved, select, none {No EP moved: the costs were equal.} paid {{difference} EP, the difference, went to the other member.} other {You earned {difference} EP, the difference.}}',
  },
  disputeOpenedByYou: {
    id: 'notifications.disputeOpenedByYou.message',
    defaultMessage: 'Your dispute about {service} was received: an admin will review it.',
  },
  disputeOpenedAgainstYou: {
    id: 'notifications.disputeOpenedAgainstYou.message',
    defaultMessage: 'The other party disputes the exchange for {service}: an admin will review it.',
  },
  seatDisputeOpenedByYou: {
    id: 'notifications.seatDisputeOpenedByYou.message',
    defaultMessage:
      'Your dispute about your seat in the group session {service} was received: an admin will review it.',
  },
  seatDisputeOpenedAgainstYou: {
    id: 'notifications.seatDisputeOpenedAgainstYou.message',
    defaultMessage: 'An attendee disputes their seat in your group session {service}: an admin will review it.',
  },
  // The admin's note is quoted as written, in the language they wrote it in.
  disputeDismissed: {
    id: 'notifications.disputeDismissed.message',
    defaultMessage: 'The dispute about {service} was dismissed: the exchange stands. Note: {note}',
  },
  disputeReversed: {
    id: 'notifications.disputeReversed.message',
    defaultMessage:
      'The exchange for {service} was reversed after its dispute: {cost} EP went back{held, select, yes { to the requester} other {}}. Note: {note}',
  },
  seatDisputeDismissed: {
    id: 'notifications.seatDisputeDismissed.message',
    defaultMessage:
      'The dispute about a seat of the group session {service} was dismissed: the seat stands. Note: {note}',
  },
  seatDisputeReversed: {
    id: 'notifications.seatDisputeReversed.message',
    defaultMessage:
      'A seat of the group session {service} was reversed after its dispute: {cost} EP went back{held, select, yes { to the attendee} other {}}. Note: {note}',
  },
  needFitsYourServices: {
    id: 'notifications.needFitsYourServices.message',
    defaultMessage: 'Someone is looking for "{need}" — one of your services fits. See it in For you.',
  },
  serviceFitsYourNeed: {
    id: 'notifications.serviceFitsYourNeed.message',
    defaultMessage: 'A new service fits one of your needs: {service} ({cost} EP). See it in For you.',
  },
  needAnswered: {
    id: 'notifications.needAnswered.message',
    defaultMessage: '{coach} can help with "{need}": their {service} service ({cost} EP).',
  },
  ringProposed: {
    id: 'notifications.ringProposed.message',
    defaultMessage:
      '{proposer} proposes a ring with {other}: {proposer} gives {firstService} to {second}, {second} gives {secondService} to {third}, {third} gives {thirdService} to {proposer}. No EP move.',
  },
  ringAccepted: {
    id: 'notifications.ringAccepted.message',
    defaultMessage: '{proposer}, {partner} and {third} all accepted the ring. Schedule your sessions!',
  },
  ringOneYes: {
    id: 'notifications.ringOneYes.message',
    defaultMessage: '{who} accepted the ring. Waiting for {waitingFor} to answer; no EP moves.',
  },
  ringCompleted: {
    id: 'notifications.ringCompleted.message',
    defaultMessage:
      'All three sides of your ring are complete. No EP moved: each of you gave one service and received one.',
  },
  ringDeclined: { id: 'notifications.ringDeclined.message', defaultMessage: '{who} declined the ring.' },
  ringWithdrawn: {
    id: 'notifications.ringWithdrawn.message',
    defaultMessage: '{proposer} withdrew the proposed ring.',
  },
  ringCancelledAccountClosed: {
    id: 'notifications.ringCancelledAccountClosed.message',
    defaultMessage: "The ring was cancelled: {leaving}'s account is no longer active.",
  },
  ringExpired: {
    id: 'notifications.ringExpired.message',
    defaultMessage: 'The ring of {proposer}, {partner} and {third} expired after {days} days without every answer.',
  },
});

/** How an instant reads: on the reader's clock, or in UTC when their zone is unknown to this runtime. */
const CLOCKS = defineMessages({
  yourTime: { id: 'notifications.time.yourTime', defaultMessage: '{time} (your time)' },
  utc: { id: 'notifications.time.utc', defaultMessage: '{time} (UTC)' },
});

export type NotificationTextName = keyof typeof MESSAGES;

/**
 * A notification's content as stored (`notifications.params`): which text, its values (names,
 * service titles, amounts; `yes` for a sentence part that applies), and the one instant it may
 * mention (ISO), written as `{when}` on the reader's clock.
 */
export interface NotificationParams {
  text: NotificationTextName;
  values?: MessageValues;
  at?: string;
}

/** Who reads a notification: its member, in their language and timezone. */
export interface Reader {
  locale: string;
  timezone: string;
}

/**
 * An instant as the one reader of a notification reads their clock, like the Sessions view:
 * "Mon 30 Nov, 10:00 (your time)" in their timezone, with the year only when it is not this year
 * there, in their language ("lun 30 nov, 10:00 (tu hora)"). English keeps its own order of parts
 * (a weekday without the comma en-GB would add).
 */
export function readerTime(
  instant: Date | string,
  timeZone: string,
  now: Date = new Date(),
  locale: string = DEFAULT_LOCALE,
): string {
  const at = new Date(instant);
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = 'UTC'; // a zone this runtime does not know: say UTC rather than fail the use case
  }
  const yearOf = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric' }).format(d);
  const sameYear = yearOf(at) === yearOf(now);
  const options: Intl.DateTimeFormatOptions = {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  let time: string;
  if (locale === DEFAULT_LOCALE) {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', options).formatToParts(at).map((part) => [part.type, part.value]),
    ) as Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;
    time = `${p.weekday} ${p.day} ${p.month}${sameYear ? '' : ` ${p.year}`}, ${p.hour}:${p.minute}`;
  } else {
    time = new Intl.DateTimeFormat(locale, options).format(at);
  }
  return formatText(locale, { ...(zone === timeZone ? CLOCKS.yourTime : CLOCKS.utc), values: { time } });
}

function isParams(value: unknown): value is NotificationParams {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.text === 'string' &&
    Object.hasOwn(MESSAGES, p.text) &&
    (p.values === undefined || (typeof p.values === 'object' && p.values !== null)) &&
    (p.at === undefined || (typeof p.at === 'string' && !Number.isNaN(new Date(p.at).getTime())))
  );
}

/** A notification as stored: its parameters, or (a row written before them) its English sentences. */
export interface StoredNotification {
  title: string | null;
  message: string | null;
  params?: unknown;
}

/**
 * The title and message a reader reads: rendered from the parameters in their language and
 * timezone. A row written before notifications had parameters keeps the text it was stored with.
 */
export function renderNotification(
  n: StoredNotification,
  reader: Reader,
  now: Date = new Date(),
): { title: string; message: string } {
  // A row without parameters we know: its stored words, else (a text name no longer in the tables —
  // they are stored names: never rename one) the kind's own words rather than a blank notice.
  if (!isParams(n.params)) {
    if (n.title === null && n.message === null) logger.warn('notification without known words', { params: n.params });
    return { title: n.title ?? 'Energy Exchange', message: n.message ?? '' };
  }
  const { text, at } = n.params;
  const values: MessageValues = { ...n.params.values };
  if (at !== undefined) values.when = readerTime(at, reader.timezone, now, reader.locale);
  const descriptor = (d: MessageDescriptor) => ({ id: d.id, defaultMessage: d.defaultMessage, values });
  return {
    title: formatText(reader.locale, descriptor(TITLES[text])),
    message: formatText(reader.locale, descriptor(MESSAGES[text])),
  };
}

/** A yes/no part of a sentence as its `select` value. */
export const yesNo = (applies: boolean): 'yes' | 'no' => (applies ? 'yes' : 'no');
