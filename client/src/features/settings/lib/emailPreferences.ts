/**
 * What Settings › Email notifications shows for each kind of mail. The server lists every kind (a
 * kind added there later shows here with a readable name and its own choices, no change needed).
 */
export type Delivery = 'immediately' | 'digest' | 'off';

export interface KindText {
  label: string;
  group: 'digest' | 'exchanges' | 'reminders' | 'discover';
}

const KNOWN: Record<string, KindText> = {
  daily_digest: { label: 'One email a day with the notifications set to “Daily digest”', group: 'digest' },
  exchange_request: { label: 'Someone requests one of my services', group: 'exchanges' },
  exchange_accepted: { label: 'My request is accepted', group: 'exchanges' },
  exchange_declined: { label: 'My request is declined', group: 'exchanges' },
  exchange_cancelled: { label: 'A request for my service is withdrawn', group: 'exchanges' },
  exchange_expired: { label: 'A request expires', group: 'exchanges' },
  exchange_completed: { label: 'An exchange is completed', group: 'exchanges' },
  session_proposal: { label: 'A session is proposed to me', group: 'exchanges' },
  session_accepted: { label: 'My proposed session is accepted', group: 'exchanges' },
  session_rejected: { label: 'My proposed session is rejected', group: 'exchanges' },
  session_cancelled: { label: 'A session is cancelled', group: 'exchanges' },
  testimonial_received: { label: 'I receive a testimonial', group: 'exchanges' },
  message_received: { label: 'I receive a message', group: 'exchanges' },
  referral_rewarded: { label: 'I earn a referral reward', group: 'exchanges' },
  premium_activated: { label: 'My Premium is activated', group: 'exchanges' },
  need_answered: { label: 'Someone offers help with my need', group: 'exchanges' },
  match_alert: { label: 'A new service or need matches mine', group: 'exchanges' },
  swap_proposed: { label: 'A swap is proposed to me', group: 'exchanges' },
  swap_accepted: { label: 'My proposed swap is accepted', group: 'exchanges' },
  swap_declined: { label: 'A swap is declined, withdrawn or expires', group: 'exchanges' },
  swap_completed: { label: 'A swap is completed', group: 'exchanges' },
  dispute_opened: { label: 'A dispute is opened about my exchange', group: 'exchanges' },
  dispute_resolved: { label: 'A dispute about my exchange is resolved', group: 'exchanges' },
  session_invitation: { label: 'A session is confirmed: its calendar invitation', group: 'reminders' },
  request_expiring: { label: 'A request for my service expires in 48 hours', group: 'reminders' },
  session_reminder: { label: 'A session of mine starts within 24 hours', group: 'reminders' },
  new_services_weekly: { label: 'Weekly: new services for my skills', group: 'discover' },
};

export const GROUPS: Array<{ id: KindText['group']; title: string }> = [
  { id: 'digest', title: 'Daily digest' },
  { id: 'exchanges', title: 'Notifications' },
  { id: 'reminders', title: 'Reminders' },
  { id: 'discover', title: 'Discover' },
];

export function kindText(kind: string): KindText {
  return KNOWN[kind] ?? { label: kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' '), group: 'exchanges' };
}

/** The kind that turns the whole digest on or off (its mail's one-click unsubscribe turns it off). */
export const DAILY_DIGEST = 'daily_digest';

/** The digest itself, reminders and the weekly mail cannot wait for a digest: they are on or off. */
export function choicesFor(kind: string): Array<{ value: Delivery; label: string }> {
  const group = kindText(kind).group;
  if (group === 'digest')
    return [
      { value: 'immediately', label: 'On' },
      { value: 'off', label: 'Off' },
    ];
  if (group !== 'exchanges')
    return [
      { value: 'immediately', label: 'Email' },
      { value: 'off', label: 'Off' },
    ];
  return [
    { value: 'immediately', label: 'Immediately' },
    { value: 'digest', label: 'Daily digest' },
    { value: 'off', label: 'Off' },
  ];
}
