import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { serverDetail } from '../../../shared/lib/errors';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { Button, Field, FormModal, Icon, useToast, type FormModalForm } from '../../../shared/ui';
import { prependToRootList } from '../../../shared/lib/cacheUpdates';
import { useViewer } from '../../../shared/viewer/viewer';
import { newClientKey } from '../../../shared/lib/clientKey';
import { ExchangeMessages as M } from '../lib/messages';
import { ConfirmQuestionRequestMutation, SendRequestMutation, SentRequestsQuery } from '../operations';
import './exchanges.css';

/** What a Request button knows about the service it asks for. */
export interface RequestableService {
  id: string;
  title: string;
  energyCost: number;
  /** Absent for a service a coach proposed in a question (the proposal says only title and cost). */
  durationMinutes?: number;
  coachName: string;
  /** The question whose proposal this confirms: the request is sent from it, and its thread continues there. */
  questionId?: string;
}

export interface RequestExchangeModalProps {
  /** The service to request; null keeps the dialog closed. */
  service: RequestableService | null;
  onClose: () => void;
}

const MESSAGE_MAX = 2000;

/**
 * The Request Exchange dialog of Discover and the coach profile: a message box,
 * the cost, and for a free member short of EP the insufficient-balance notice with Send disabled.
 */
export function RequestExchangeModal({ service, onClose }: RequestExchangeModalProps) {
  return (
    <FormModal
      // Keyed by service (its id): every opening gets a fresh form and a fresh idempotency key.
      subject={service}
      onClose={onClose}
      title={service?.questionId ? 'Confirm Request' : 'Request Exchange'}
      submitLabel="Send Request"
      submitIcon="swap"
      renderSubmit={(o, { formId, sending }) => <RequestSubmit formId={formId} service={o} sending={sending} />}
    >
      {(o, form) => <RequestForm {...form} service={o} />}
    </FormModal>
  );
}

/** A free member with fewer available EP than the cost; premium members are exempt. */
function useShortfall(service: RequestableService): { have: number; need: number } | null {
  const viewer = useViewer();
  if (!viewer || viewer.userType === 'PREMIUM') return null;
  return viewer.energyPoints < service.energyCost ? { have: viewer.energyPoints, need: service.energyCost } : null;
}

function RequestSubmit({
  formId,
  service,
  sending,
}: {
  formId: string;
  service: RequestableService;
  sending: boolean;
}) {
  const shortfall = useShortfall(service);
  return (
    <Button
      type="submit"
      form={formId}
      loading={sending}
      disabled={shortfall !== null}
      aria-describedby={shortfall ? `${formId}-shortfall` : undefined}
      icon={<Icon name="swap" size={16} />}
    >
      Send Request
    </Button>
  );
}

function RequestForm({ formId, service, onSending, onDone }: FormModalForm & { service: RequestableService }) {
  const toast = useToast();
  const viewer = useViewer();
  const shortfall = useShortfall(service);
  const [clientKey] = useState(newClientKey);
  const [message, setMessage] = useState('');
  const [sendRequest, { loading }] = useMutation(SendRequestMutation, {
    // The Sent tab gains it (newest first); its `viewer` puts the held EP in the header.
    update: (cache, { data }) => {
      if (data) prependToRootList(cache, 'sentRequests', data.sendRequest);
    },
  });
  const [confirmQuestion, { loading: confirming }] = useMutation(ConfirmQuestionRequestMutation, {
    // The request is new to the Sent tab: read it again with the request itself.
    refetchQueries: [SentRequestsQuery],
  });
  const premium = viewer?.userType === 'PREMIUM';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || confirming || shortfall) return;
    onSending(true);
    try {
      // An empty message is left to the server, which writes the default one.
      if (service.questionId)
        await confirmQuestion({ variables: { questionId: service.questionId, message: message.trim() || null } });
      else
        await sendRequest({
          variables: { input: { serviceId: service.id, message: message.trim() || null, clientKey } },
        });
      toast.success(M.sent);
      onDone();
    } catch (error) {
      const detail = serverDetail(error);
      toast.error(detail ? M.sendFailed(detail) : M.sendFailedNoDetail);
      onSending(false);
    }
  };

  return (
    <form id={formId} className="request-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="request-form__service">
        <p className="request-form__title">{service.title}</p>
        <p className="request-form__meta">
          with {service.coachName}
          {service.durationMinutes ? ` · ${formatDuration(service.durationMinutes)}` : ''}
        </p>
      </div>

      <dl className="request-form__cost">
        <div>
          <dt>Cost</dt>
          <dd>
            <Icon name="bolt" size={15} />
            {formatEp(service.energyCost)}
          </dd>
        </div>
        {viewer && (
          <div>
            <dt>Your balance</dt>
            <dd>{premium ? 'Unlimited (Premium)' : `${formatEp(viewer.energyPoints)} available`}</dd>
          </div>
        )}
      </dl>

      {shortfall ? (
        <p id={`${formId}-shortfall`} className="inline-notice inline-notice--warning">
          <Icon name="warning" size={18} />
          <span>{M.insufficient(shortfall.have, shortfall.need)}</span>
        </p>
      ) : (
        !premium && (
          <p className="request-form__hint">
            {`${formatEp(service.energyCost)} will be held until the exchange is completed, and returned if it is declined or cancelled.`}
          </p>
        )
      )}

      <Field
        as="textarea"
        label="Message"
        rows={4}
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={M.defaultMessage(service.energyCost, service.title)}
        hint="Optional: leave it empty to send the message shown."
      />
    </form>
  );
}
