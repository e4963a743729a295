import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { RequestDispute_RequestFragment } from '../../../gql/graphql';
import { Button, FormModal, Icon, ReasonForm, type FormModalForm } from '../../../shared/ui';
import { OpenDisputeMutation, OpenGroupSessionDisputeMutation } from '../operations';
import { DisputeTexts as T, REASON_MAX, REASON_MIN } from '../texts';
import './disputes.css';

export const RequestDispute_requestFragment = graphql(`
  fragment RequestDispute_request on ExchangeRequestType {
    id
    canDispute
    dispute {
      id
      status
      reversedAmount
      claimedAmount
      shortfall
      resolutionNote
    }
  }
`);

// The dispute's fields are selected inline, not as a fragment of their own: the request lists are
// already nine levels deep and the server refuses queries deeper than ten (graphql-armor).
type DisputeFacts = NonNullable<RequestDispute_RequestFragment['dispute']>;

/** What a reversal moved: taken back, claimed on the coach's holds, covered by the platform (the parts that are not zero). */
function reversalAmounts(intl: IntlShape, d: DisputeFacts): string {
  const parts = [intl.formatMessage(T.takenBack, { amount: d.reversedAmount ?? 0 })];
  if (d.claimedAmount) parts.push(intl.formatMessage(T.claimed, { amount: d.claimedAmount }));
  if (d.shortfall) parts.push(intl.formatMessage(T.covered, { amount: d.shortfall }));
  // "a, b, c" in English: a list without "and", in each language's own separators.
  return intl.formatList(parts, { type: 'unit', style: 'short' });
}

function DisputeStatus({ dispute: d }: { dispute: DisputeFacts }) {
  const intl = useIntl();
  const text =
    d.status === 'OPEN'
      ? intl.formatMessage({ id: 'disputes.status.open', defaultMessage: 'Disputed: an admin will review it.' })
      : d.status === 'DISMISSED'
        ? intl.formatMessage({
            id: 'disputes.status.dismissed',
            defaultMessage: 'Dispute dismissed: the exchange stands.',
          })
        : intl.formatMessage(
            {
              id: 'disputes.status.reversed',
              defaultMessage: 'Reversed after a dispute: {amounts}. It no longer counts as a completed exchange.',
            },
            { amounts: reversalAmounts(intl, d) },
          );
  const note =
    d.resolutionNote &&
    intl.formatMessage({ id: 'disputes.status.note', defaultMessage: 'Note: {note}' }, { note: d.resolutionNote });
  return (
    <p className={`request-dispute request-dispute--${d.status.toLowerCase()}`} role="note">
      <Icon name={d.status === 'OPEN' ? 'clock' : d.status === 'DISMISSED' ? 'info' : 'refresh'} size={15} />
      <span>
        {text}
        {note && <span className="request-dispute__note"> {note}</span>}
      </span>
    </p>
  );
}

/**
 * On a request card (docs/ledger.md "Disputes and reversals"): the dispute of the exchange if there is one, else "Open a
 * dispute" while the server says the viewer may (completed less than 7 days ago, none yet).
 */
export function RequestDispute({
  request: ref,
  describedBy,
  disabled,
}: {
  request: FragmentType<typeof RequestDispute_requestFragment>;
  describedBy?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const request = useFragment(RequestDispute_requestFragment, ref);
  if (request.dispute) return <DisputeStatus dispute={request.dispute} />;
  if (!request.canDispute) return null;
  return (
    <OpenDispute
      subjectId={request.id}
      description={intl.formatMessage({
        id: 'disputes.open.exchangeDescription',
        defaultMessage:
          'Tell us what went wrong. An admin reviews it and may reverse the exchange. You can dispute an exchange once, within 7 days of its completion.',
      })}
      describedBy={describedBy}
      disabled={disabled}
      form={(form) => <RequestDisputeForm requestId={request.id} form={form} />}
    />
  );
}

/**
 * On an attendee's completed group session card: "Open a dispute" of their attended seat while the
 * server says they may (`canDispute`: within 7 days of the completion, none yet) — the same form
 * as an exchange's; an admin reverses or dismisses it the same way.
 */
export function GroupSessionDispute({
  groupSessionId,
  canDispute,
  describedBy,
  disabled,
}: {
  groupSessionId: string;
  canDispute: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  if (!canDispute) return null;
  return (
    <OpenDispute
      subjectId={groupSessionId}
      description={intl.formatMessage({
        id: 'disputes.open.seatDescription',
        defaultMessage:
          'Tell us what went wrong. An admin reviews it and may give your seat’s EP back. You can dispute your seat once, within 7 days of the session’s completion.',
      })}
      describedBy={describedBy}
      disabled={disabled}
      form={(form) => <GroupSessionDisputeForm groupSessionId={groupSessionId} form={form} />}
    />
  );
}

const OPEN_DISPUTE = defineMessage({ id: 'disputes.open.title', defaultMessage: 'Open a dispute' });

/** The button and its dialog; `form` is the reason form that sends the dispute of this subject. */
function OpenDispute({
  subjectId,
  description,
  describedBy,
  disabled,
  form: renderForm,
}: {
  subjectId: string;
  /** What a dispute of this subject does, under the dialog's title. */
  description: string;
  describedBy?: string;
  disabled?: boolean;
  form: (form: FormModalForm) => ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Icon name="warning" size={15} />}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage {...OPEN_DISPUTE} />
      </Button>
      <FormModal
        subject={open ? subjectId : null}
        subjectKey={(id) => id}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(OPEN_DISPUTE)}
        description={() => description}
        submitLabel={intl.formatMessage({ id: 'disputes.open.send', defaultMessage: 'Send dispute' })}
        submitIcon="warning"
      >
        {(_id, form) => renderForm(form)}
      </FormModal>
    </>
  );
}

/** The reason, checked as the server checks it, sent by `send`. */
function DisputeReasonForm({ form, send }: { form: FormModalForm; send: (reason: string) => Promise<unknown> }) {
  const intl = useIntl();
  return (
    <ReasonForm
      form={form}
      label={intl.formatMessage({ id: 'disputes.open.reasonLabel', defaultMessage: 'What went wrong?' })}
      hint={(reason) =>
        intl.formatMessage(
          { id: 'disputes.open.reasonHint', defaultMessage: '{length} / {max} characters (at least {min})' },
          { length: reason.trim().length, max: REASON_MAX, min: REASON_MIN },
        )
      }
      rows={5}
      maxLength={REASON_MAX + 100}
      required
      check={(reason) =>
        reason.length < REASON_MIN || reason.length > REASON_MAX ? intl.formatMessage(T.reasonLength) : null
      }
      send={send}
      sentText={intl.formatMessage(T.opened)}
      failedText={intl.formatMessage(T.openFailed)}
    />
  );
}

function RequestDisputeForm({ requestId, form }: { requestId: string; form: FormModalForm }) {
  const [openDispute] = useMutation(OpenDisputeMutation, {
    // The card shows the dispute at once: the request now has one and cannot be disputed again.
    update(cache, { data }) {
      const dispute = data?.openDispute;
      if (!dispute) return;
      cache.modify({
        id: cache.identify({ __typename: 'ExchangeRequestType', id: requestId }),
        fields: {
          canDispute: () => false,
          dispute: (_existing, { toReference }) => toReference({ __typename: 'Dispute', id: dispute.id }) ?? null,
        },
      });
    },
  });
  return <DisputeReasonForm form={form} send={(reason) => openDispute({ variables: { requestId, reason } })} />;
}

function GroupSessionDisputeForm({ groupSessionId, form }: { groupSessionId: string; form: FormModalForm }) {
  const [openDispute] = useMutation(OpenGroupSessionDisputeMutation, {
    // The seat is disputed once: the card's button goes at once.
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'GroupSession', id: groupSessionId }),
        fields: { canDispute: () => false },
      });
    },
  });
  return <DisputeReasonForm form={form} send={(reason) => openDispute({ variables: { groupSessionId, reason } })} />;
}
