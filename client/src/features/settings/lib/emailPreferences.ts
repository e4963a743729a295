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

const KNOWN: Record<string, KindText> = {
  DAILY_DIGEST: { label: 'One email a day with the notifications set to “Daily digest”', group: 'digest' },
  EXCHANGE_REQUEST: { label: 'Someone requests one of my services', group: 'exchanges' },
  EXCHANGE_ACCEPTED: { label: 'My request is accepted', group: 'exchanges' },
  EXCHANGE_DECLINED: { label: 'My request is declined', group: 'exchanges' },
  EXCHANGE_CANCELLED: { label: 'A request for my service is withdrawn', group: 'exchanges' },
  EXCHANGE_EXPIRED: { label: 'A request expires', group: 'exchanges' },
  EXCHANGE_COMPLETED: { label: 'An exchange is completed', group: 'exchanges' },
  SESSION_PROPOSAL: { label: 'A session is proposed to me', group: 'exchanges' },
  SESSION_ACCEPTED: { label: 'My proposed session is accepted', group: 'exchanges' },
  SESSION_REJECTED: { label: 'My proposed session is rejected', group: 'exchanges' },
  SESSION_CANCELLED: { label: 'A session is cancelled', group: 'exchanges' },
  TESTIMONIAL_RECEIVED: { label: 'I receive a testimonial', group: 'exchanges' },
  MESSAGE_RECEIVED: { label: 'I receive a message', group: 'exchanges' },
  REFERRAL_REWARDED: { label: 'I earn a referral reward', group: 'exchanges' },
  PREMIUM_ACTIVATED: { label: 'My Premium is activated', group: 'exchanges' },
  NEED_ANSWERED: { label: 'Someone offers help with my need', group: 'exchanges' },
  MATCH_ALERT: { label: 'A new service or need matches mine', group: 'exchanges' },
  SWAP_PROPOSED: { label: 'A swap is proposed to me', group: 'exchanges' },
  SWAP_ACCEPTED: { label: 'My proposed swap is accepted', group: 'exchanges' },
  SWAP_DECLINED: { label: 'A swap is declined, withdrawn or expires', group: 'exchanges' },
  SWAP_COMPLETED: { label: 'A swap is completed', group: 'exchanges' },
  DISPUTE_OPENED: { label: 'A dispute is opened about my exchange', group: 'exchanges' },
  DISPUTE_RESOLVED: { label: 'A dispute about my exchange is resolved', group: 'exchanges' },
  GROUP_SESSION_BOOKED: { label: 'Someone books a seat of my group session', group: 'exchanges' },
  GROUP_SESSION_CANCELLED: { label: 'A group session I booked is cancelled or expires', group: 'exchanges' },
  SEAT_AVAILABLE: { label: 'A seat I waited for comes free', group: 'exchanges' },
  GROUP_SESSION_COMPLETED: { label: 'A group session I booked is completed', group: 'exchanges' },
  SESSION_INVITATION: { label: 'A session is confirmed: its calendar invitation', group: 'reminders' },
  REQUEST_EXPIRING: { label: 'A request for my service expires in 48 hours', group: 'reminders' },
  SESSION_REMINDER: { label: 'A session of mine starts within 24 hours', group: 'reminders' },
  NEW_SERVICES_WEEKLY: { label: 'Weekly: new services for my skills', group: 'discover' },
} satisfies Partial<Record<MailTopic, KindText>>;

export const GROUPS: Array<{ id: KindText['group']; title: string }> = [
  { id: 'digest', title: 'Daily digest' },
  { id: 'exchanges', title: 'Notifications' },
  { id: 'reminders', title: 'Reminders' },
  { id: 'discover', title: 'Discover' },
];

export function kindText(kind: string): KindText {
  const word = enumWord(kind);
  return KNOWN[kind] ?? { label: word.charAt(0).toUpperCase() + word.slice(1), group: 'exchanges' };
}

/** The kind that turns the whole digest on or off (its mail's one-click unsubscribe turns it off). */
export const DAILY_DIGEST: MailTopic = 'DAILY_DIGEST';

/** The digest itself, reminders and the weekly mail cannot wait for a digest: they are on or off. */
export function choicesFor(kind: string): Array<{ value: Delivery; label: string }> {
  const group = kindText(kind).group;
  if (group === 'digest')
    return [
      { value: 'IMMEDIATELY', label: 'On' },
      { value: 'OFF', label: 'Off' },
    ];
  if (group !== 'exchanges')
    return [
      { value: 'IMMEDIATELY', label: 'Email' },
      { value: 'OFF', label: 'Off' },
    ];
  return [
    { value: 'IMMEDIATELY', label: 'Immediately' },
    { value: 'DIGEST', label: 'Daily digest' },
    { value: 'OFF', label: 'Off' },
  ];
}
