import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { serverDetail } from '../../../shared/lib/errors';
import { formatEp } from '../../../shared/lib/format';
import { Field, FormModal, useToast, type FormModalForm } from '../../../shared/ui';
import { AnswerNeedMutation, MyServicesForHelpQuery } from '../operations';

/** "I can help": pick one of my services to offer for someone's need; its author is notified. */
export function HelpModal({ need, onClose }: { need: { id: string; title: string } | null; onClose: () => void }) {
  return (
    <FormModal
      subject={need}
      onClose={onClose}
      title="I can help"
      description={(n) => `Offer one of your services for "${n.title}". They are told and can request it in one click.`}
      submitLabel="Offer this service"
      submitIcon="heart"
    >
      {(n, form) => <HelpForm needId={n.id} form={form} />}
    </FormModal>
  );
}

function HelpForm({ needId, form }: { needId: string; form: FormModalForm }) {
  const toast = useToast();
  const services = useQuery(MyServicesForHelpQuery);
  const [serviceId, setServiceId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer] = useMutation(AnswerNeedMutation);
  const mine = services.data?.myServices ?? [];
  const chosen = serviceId || mine[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError('Publish a service first: that is what you offer.');
    form.onSending(true);
    try {
      await answer({ variables: { id: needId, serviceId: chosen } });
      toast.success('They were told you can help.');
      form.onDone();
    } catch (err) {
      setError(serverDetail(err) ?? 'Your offer could not be sent. Try again.');
    } finally {
      form.onSending(false);
    }
  };

  return (
    <form id={form.formId} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        as="select"
        label="Your service"
        value={chosen}
        onChange={(e) => setServiceId(e.target.value)}
        error={error}
        disabled={!mine.length}
      >
        {mine.length === 0 && (
          <option value="">{services.loading ? 'Loading your services…' : 'You have no services yet'}</option>
        )}
        {mine.map((s) => (
          <option key={s.id} value={s.id}>
            {`${s.title} (${formatEp(s.energyCost)})`}
          </option>
        ))}
      </Field>
    </form>
  );
}
