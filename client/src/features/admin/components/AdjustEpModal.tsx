import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { messageOr } from '../../../shared/lib/errors';
import { formatEp } from '../../../shared/lib/format';
import { Button, Field, Modal, useToast } from '../../../shared/ui';
import { newIdempotencyKey } from '../lib/idempotencyKey';
import { AdjustEnergyPointsMutation } from '../operations';

export interface AdjustTarget {
  id: string;
  fullName: string;
  email: string;
  energyPoints: number;
}

export const ADJUST_TEXTS = defineMessages({
  amount: { id: 'admin.adjust.amountInvalid', defaultMessage: 'Enter a whole number of EP other than 0' },
  reason: { id: 'admin.adjust.reasonRequired', defaultMessage: 'Please give a reason' },
  failed: { id: 'admin.adjust.failed', defaultMessage: 'Failed to adjust Energy Points. Please try again.' },
});

/** Parses "+5", "-3", "12"; null for anything that is not a non-zero whole number. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim();
  if (!/^[+-]?\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value === 0 ? null : value;
}

/** Adds or removes EP for one member: an adjusting ledger entry with a reason (docs/design.md §2). */
export function AdjustEpModal({ member, onClose }: { member: AdjustTarget | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.adjust.title', defaultMessage: 'Adjust Energy Points' })}
      size="sm"
    >
      {member && <AdjustEpForm key={member.id} member={member} onClose={onClose} />}
    </Modal>
  );
}

function AdjustEpForm({ member, onClose }: { member: AdjustTarget; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  // One key per intended adjustment: pressing Save again after a lost answer cannot apply it
  // twice; changing the amount or the reason makes it a new adjustment.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [adjust, { loading }] = useMutation(AdjustEnergyPointsMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    const next = {
      amount: value === null ? intl.formatMessage(ADJUST_TEXTS.amount) : undefined,
      reason: reason.trim() ? undefined : intl.formatMessage(ADJUST_TEXTS.reason),
    };
    setErrors(next);
    if (value === null || next.reason) return;
    try {
      const { data } = await adjust({
        variables: { email: member.email, amount: value, reason: reason.trim(), idempotencyKey },
        update(cache, result) {
          const balance = result.data?.adjustEnergyPoints.energyPoints;
          if (balance === undefined) return;
          cache.modify({
            id: cache.identify({ __typename: 'AdminMember', id: member.id }),
            fields: { energyPoints: () => balance },
          });
        },
      });
      const balance = data?.adjustEnergyPoints.energyPoints;
      toast.success(
        balance === undefined
          ? intl.formatMessage({ id: 'admin.adjust.done', defaultMessage: 'Energy Points adjusted' })
          : intl.formatMessage(
              { id: 'admin.adjust.doneBalance', defaultMessage: 'Energy Points adjusted: {name} now has {balance}.' },
              { name: member.fullName, balance: formatEp(balance) },
            ),
      );
      onClose();
    } catch (error) {
      setErrors({ form: messageOr(error, intl.formatMessage(ADJUST_TEXTS.failed)) });
    }
  };

  return (
    <form className="admin-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="admin-muted">
        <FormattedMessage
          id="admin.adjust.current"
          defaultMessage="{name} ({email}) has {balance}."
          values={{ name: member.fullName, email: member.email, balance: formatEp(member.energyPoints) }}
        />
      </p>
      <Field
        label={intl.formatMessage({ id: 'admin.adjust.amount', defaultMessage: 'Amount (EP)' })}
        // A plain text field: numeric keypads on phones often lack the minus sign.
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'admin.adjust.amountPlaceholder', defaultMessage: 'e.g. 5 or -3' })}
        hint={intl.formatMessage({
          id: 'admin.adjust.amountHint',
          defaultMessage: 'A positive number adds EP, a negative one removes them.',
        })}
        value={amount}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setIdempotencyKey(newIdempotencyKey());
        }}
      />
      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'admin.adjust.reason', defaultMessage: 'Reason' })}
        rows={3}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setIdempotencyKey(newIdempotencyKey());
        }}
      />
      {errors.form && (
        <p className="inline-notice inline-notice--error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="admin-form__actions ui-row ui-row--end">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="admin.adjust.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" loading={loading}>
          <FormattedMessage id="admin.adjust.save" defaultMessage="Save adjustment" />
        </Button>
      </div>
    </form>
  );
}
