import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { serverDetail } from '../../../shared/lib/errors';
import { formatEp } from '../../../shared/lib/format';
import { Field, FormModal, useToast, type FormModalForm } from '../../../shared/ui';
import { AnswerNeedMutation, MyServicesForHelpQuery } from '../operations';

/** "I can help": pick one of my services to offer for someone's need; its author is notified. */
export function HelpModal({ need, onClose }: { need: { id: string; title: string } | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <FormModal
      subject={need}
      onClose={onClose}
      title={intl.formatMessage({ id: 'needs.help.title', defaultMessage: 'I can help' })}
      description={(n) =>
        intl.formatMessage(
          {
            id: 'needs.help.description',
            defaultMessage: 'Offer one of your services for "{title}". They are told and can request it in one click.',
          },
          { title: n.title },
        )
      }
      submitLabel={intl.formatMessage({ id: 'needs.help.submit', defaultMessage: 'Offer this service' })}
      submitIcon="heart"
    >
      {(n, form) => <HelpForm needId={n.id} form={form} />}
    </FormModal>
  );
}

function HelpForm({ needId, form }: { needId: string; form: FormModalForm }) {
  const intl = useIntl();
  const toast = useToast();
  const services = useQuery(MyServicesForHelpQuery);
  const [serviceId, setServiceId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer] = useMutation(AnswerNeedMutation);
  const mine = services.data?.myServices ?? [];
  const chosen = serviceId || mine[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen)
      return setError(
        intl.formatMessage({
          id: 'needs.help.noService',
          defaultMessage: 'Publish a service first: that is what you offer.',
        }),
      );
    form.onSending(true);
    try {
      await answer({ variables: { id: needId, serviceId: chosen } });
      toast.success(intl.formatMessage({ id: 'needs.help.sent', defaultMessage: 'They were told you can help.' }));
      form.onDone();
    } catch (err) {
      setError(
        serverDetail(err) ??
          intl.formatMessage({ id: 'needs.help.failed', defaultMessage: 'Your offer could not be sent. Try again.' }),
      );
    } finally {
      form.onSending(false);
    }
  };

  return (
    <form id={form.formId} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        as="select"
        label={intl.formatMessage({ id: 'needs.help.service', defaultMessage: 'Your service' })}
        value={chosen}
        onChange={(e) => setServiceId(e.target.value)}
        error={error}
        disabled={!mine.length}
      >
        {mine.length === 0 && (
          <option value="">
            {services.loading
              ? intl.formatMessage({ id: 'needs.help.loading', defaultMessage: 'Loading your services…' })
              : intl.formatMessage({ id: 'needs.help.none', defaultMessage: 'You have no services yet' })}
          </option>
        )}
        {mine.map((s) => (
          <option key={s.id} value={s.id}>
            {intl.formatMessage(
              { id: 'needs.help.option', defaultMessage: '{title} ({cost})' },
              { title: s.title, cost: formatEp(s.energyCost) },
            )}
          </option>
        ))}
      </Field>
    </form>
  );
}
