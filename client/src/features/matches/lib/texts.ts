import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { RequestStatus } from '../../../gql/graphql';
import { displayIntl } from '../../../shared/i18n';
import { enumWord, formatEp } from '../../../shared/lib/format';

/** A request's state as a word inside a card's sentence ("pending", "accepted"). */
const REQUEST_STATUS: Record<RequestStatus, MessageDescriptor> = defineMessages({
  PENDING: { id: 'matches.requestStatus.pending', defaultMessage: 'pending' },
  ACCEPTED: { id: 'matches.requestStatus.accepted', defaultMessage: 'accepted' },
  DECLINED: { id: 'matches.requestStatus.declined', defaultMessage: 'declined' },
  CANCELLED: { id: 'matches.requestStatus.cancelled', defaultMessage: 'cancelled' },
  EXPIRED: { id: 'matches.requestStatus.expired', defaultMessage: 'expired' },
  COMPLETED: { id: 'matches.requestStatus.completed', defaultMessage: 'completed' },
});

/** A state this client does not know yet reads as its name. */
export function requestStatusWord(status: RequestStatus, intl: IntlShape): string {
  const known = REQUEST_STATUS[status] as MessageDescriptor | undefined;
  return known ? intl.formatMessage(known) : enumWord(status);
}

const DIFFERENCE = defineMessages<{ pay: { cost: string }; earn: { cost: string }; equal: NoMessageValues }>({
  pay: { id: 'matches.swaps.youPay', defaultMessage: 'You pay the difference, {cost}, once both are done.' },
  earn: { id: 'matches.swaps.youEarn', defaultMessage: 'You earn the difference, {cost}, once both are done.' },
  equal: { id: 'matches.swaps.equal', defaultMessage: 'Equal costs: no EP move at all.' },
});

/** What moves when both sides are done: only the difference (docs/ledger.md "Reciprocal swaps"). */
export function differenceText(iPay: number, iEarn: number, intl: IntlShape = displayIntl()): string {
  if (iPay > 0) return intl.formatMessage(DIFFERENCE.pay, { cost: formatEp(iPay) });
  if (iEarn > 0) return intl.formatMessage(DIFFERENCE.earn, { cost: formatEp(iEarn) });
  return intl.formatMessage(DIFFERENCE.equal);
}
