import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { displayIntl } from '../../../shared/i18n';
import type { MailDelivery, MailTopic } from '../../../gql/graphql';
import { enumWord } from '../../../shared/lib/format';

/**
 * What Settings › Notifications shows for each kind of mail. The server lists every kind (a
 * kind added there later shows here with a readable name and its own choices, no change needed).
 */
export type Delivery = MailDelivery;

export interface KindText {
  label: string;
  group: 'digest' | 'exchanges' | 'reminders' | 'discover';
}

const KIND_LABELS = defineMessages({
  DAILY_DIGEST: {
    id: 'settings.email.kind.dailyDigest',
    defaultMessage: 'One email a day with the notifications set to “Daily digest”',
  },
  EXCHANGE_REQUEST: {
    id: 'settings.email.kind.exchangeRequest',
    defaultMessage: 'Someone requests one of my services',
  },
  EXCHANGE_ACCEPTED: { id: 'settings.email.kind.exchangeAccepted', defaultMessage: 'My request is accepted' },
  EXCHANGE_DECLINED: { id: 'settings.email.kind.exchangeDeclined', defaultMessage: 'My request is declined' },
  EXCHANGE_CANCELLED: {
    id: 'settings.email.kind.exchangeCancelled',
    defaultMessage: 'A request for my service is withdrawn',
  },
  EXCHANGE_EXPIRED: { id: 'settings.email.kind.exchangeExpired', defaultMessage: 'A request expires' },
  EXCHANGE_COMPLETED: { id: 'settings.email.kind.exchangeCompleted', defaultMessage: 'An exchange is completed' },
  SESSION_PROPOSAL: { id: 'settings.email.kind.sessionProposal', defaultMessage: 'A session is proposed to me' },
  SESSION_ACCEPTED: { id: 'settings.email.kind.sessionAccepted', defaultMessage: 'My proposed session is accepted' },
  SESSION_REJECTED: { id: 'settings.email.kind.sessionRejected', defaultMessage: 'My proposed session is rejected' },
  SESSION_CANCELLED: { id: 'settings.email.kind.sessionCancelled', defaultMessage: 'A session is cancelled' },
  TESTIMONIAL_RECEIVED: { id: 'settings.email.kind.testimonialReceived', defaultMessage: 'I receive a testimonial' },
  MESSAGE_RECEIVED: { id: 'settings.email.kind.messageReceived', defaultMessage: 'I receive a message' },
  REFERRAL_REWARDED: { id: 'settings.email.kind.referralRewarded', defaultMessage: 'I earn a referral reward' },
  PREMIUM_ACTIVATED: { id: 'settings.email.kind.premiumActivated', defaultMessage: 'My Premium is activated' },
  NEED_ANSWERED: { id: 'settings.email.kind.needAnswered', defaultMessage: 'Someone offers help with my need' },
  MATCH_ALERT: { id: 'settings.email.kind.matchAlert', defaultMessage: 'A new service or need matches mine' },
  SWAP_PROPOSED: { id: 'settings.email.kind.swapProposed', defaultMessage: 'A swap is proposed to me' },
  SWAP_ACCEPTED: { id: 'settings.email.kind.swapAccepted', defaultMessage: 'My proposed swap is accepted' },
  SWAP_DECLINED: {
    id: 'settings.email.kind.swapDeclined',
    defaultMessage: 'A swap is declined, withdrawn or expires',
  },
  SWAP_COMPLETED: { id: 'settings.email.kind.swapCompleted', defaultMessage: 'A swap is completed' },
  DISPUTE_OPENED: {
    id: 'settings.email.kind.disputeOpened',
    defaultMessage: 'A dispute is opened about my exchange',
  },
  DISPUTE_RESOLVED: {
    id: 'settings.email.kind.disputeResolved',
    defaultMessage: 'A dispute about my exchange is resolved',
  },
  GROUP_SESSION_BOOKED: {
    id: 'settings.email.kind.groupSessionBooked',
    defaultMessage: 'Someone books a seat of my group session',
  },
  GROUP_SESSION_CANCELLED: {
    id: 'settings.email.kind.groupSessionCancelled',
    defaultMessage: 'A group session I booked is cancelled or expires',
  },
  SEAT_AVAILABLE: { id: 'settings.email.kind.seatAvailable', defaultMessage: 'A seat I waited for comes free' },
  GROUP_SESSION_COMPLETED: {
    id: 'settings.email.kind.groupSessionCompleted',
    defaultMessage: 'A group session I booked is completed',
  },
  SESSION_INVITATION: {
    id: 'settings.email.kind.sessionInvitation',
    defaultMessage: 'A session is confirmed: its calendar invitation',
  },
  REQUEST_EXPIRING: {
    id: 'settings.email.kind.requestExpiring',
    defaultMessage: 'A request for my service expires in 48 hours',
  },
  SESSION_REMINDER: {
    id: 'settings.email.kind.sessionReminder',
    defaultMessage: 'A session of mine starts within 24 hours',
  },
  NEW_SERVICES_WEEKLY: {
    id: 'settings.email.kind.newServicesWeekly',
    defaultMessage: 'Weekly: new services for my skills',
  },
});

const KIND_GROUPS: Record<string, KindText['group']> = {
  DAILY_DIGEST: 'digest',
  EXCHANGE_REQUEST: 'exchanges',
  EXCHANGE_ACCEPTED: 'exchanges',
  EXCHANGE_DECLINED: 'exchanges',
  EXCHANGE_CANCELLED: 'exchanges',
  EXCHANGE_EXPIRED: 'exchanges',
  EXCHANGE_COMPLETED: 'exchanges',
  SESSION_PROPOSAL: 'exchanges',
  SESSION_ACCEPTED: 'exchanges',
  SESSION_REJECTED: 'exchanges',
  SESSION_CANCELLED: 'exchanges',
  TESTIMONIAL_RECEIVED: 'exchanges',
  MESSAGE_RECEIVED: 'exchanges',
  REFERRAL_REWARDED: 'exchanges',
  PREMIUM_ACTIVATED: 'exchanges',
  NEED_ANSWERED: 'exchanges',
  MATCH_ALERT: 'exchanges',
  SWAP_PROPOSED: 'exchanges',
  SWAP_ACCEPTED: 'exchanges',
  SWAP_DECLINED: 'exchanges',
  SWAP_COMPLETED: 'exchanges',
  DISPUTE_OPENED: 'exchanges',
  DISPUTE_RESOLVED: 'exchanges',
  GROUP_SESSION_BOOKED: 'exchanges',
  GROUP_SESSION_CANCELLED: 'exchanges',
  SEAT_AVAILABLE: 'exchanges',
  GROUP_SESSION_COMPLETED: 'exchanges',
  SESSION_INVITATION: 'reminders',
  REQUEST_EXPIRING: 'reminders',
  SESSION_REMINDER: 'reminders',
  NEW_SERVICES_WEEKLY: 'discover',
} satisfies Partial<Record<MailTopic, KindText['group']>>;

const GROUP_TITLES = defineMessages({
  digest: { id: 'settings.email.group.digest', defaultMessage: 'Daily digest' },
  exchanges: { id: 'settings.email.group.notifications', defaultMessage: 'Notifications' },
  reminders: { id: 'settings.email.group.reminders', defaultMessage: 'Reminders' },
  discover: { id: 'settings.email.group.discover', defaultMessage: 'Discover' },
});

export const GROUPS: Array<{ id: KindText['group']; title: MessageDescriptor }> = [
  { id: 'digest', title: GROUP_TITLES.digest },
  { id: 'exchanges', title: GROUP_TITLES.exchanges },
  { id: 'reminders', title: GROUP_TITLES.reminders },
  { id: 'discover', title: GROUP_TITLES.discover },
];

/** A kind's label in the reader's language; a kind this client does not know yet reads as its name. */
export function kindText(kind: string, intl: IntlShape = displayIntl()): KindText {
  const label = KIND_LABELS[kind as keyof typeof KIND_LABELS] as MessageDescriptor | undefined;
  const word = enumWord(kind);
  return {
    label: label ? intl.formatMessage(label) : word.charAt(0).toUpperCase() + word.slice(1),
    group: KIND_GROUPS[kind] ?? 'exchanges',
  };
}

/** The kind that turns the whole digest on or off (its mail's one-click unsubscribe turns it off). */
export const DAILY_DIGEST: MailTopic = 'DAILY_DIGEST';

/** The digest itself, reminders and the weekly mail cannot wait for a digest: they are on or off. */
const CHOICES = defineMessages({
  on: { id: 'settings.email.choice.on', defaultMessage: 'On' },
  off: { id: 'settings.email.choice.off', defaultMessage: 'Off' },
  email: { id: 'settings.email.choice.email', defaultMessage: 'Email' },
  immediately: { id: 'settings.email.choice.immediately', defaultMessage: 'Immediately' },
  digest: { id: 'settings.email.choice.digest', defaultMessage: 'Daily digest' },
});

export function choicesFor(kind: string): Array<{ value: Delivery; label: MessageDescriptor }> {
  const group = kindText(kind).group;
  if (group === 'digest')
    return [
      { value: 'IMMEDIATELY', label: CHOICES.on },
      { value: 'OFF', label: CHOICES.off },
    ];
  if (group !== 'exchanges')
    return [
      { value: 'IMMEDIATELY', label: CHOICES.email },
      { value: 'OFF', label: CHOICES.off },
    ];
  return [
    { value: 'IMMEDIATELY', label: CHOICES.immediately },
    { value: 'DIGEST', label: CHOICES.digest },
    { value: 'OFF', label: CHOICES.off },
  ];
}
