import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { serverDetail } from '../../../shared/lib/errors';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { Button, Field, FormModal, Icon, useToast, type FormModalForm } from '../../../shared/ui';
import { prependToRootList } from '../../../shared/lib/cacheUpdates';
import { useViewer } from '../../../shared/viewer/viewer';
import { DEFAULT_LOCALE } from '../../../shared/i18n';
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

const SEND_REQUEST = defineMessage({ id: 'exchanges.request.send', defaultMessage: 'Send Request' });

/**
 * The Request Exchange dialog of Discover and the coach profile: a message box,
 * the cost, and for a free member short of EP the insufficient-balance notice with Send disabled.
 */
export function RequestExchangeModal({ service, onClose }: RequestExchangeModalProps) {
  const intl = useIntl();
  return (
    <FormModal
      // Keyed by service (its id): every opening gets a fresh form and a fresh idempotency key.
      subject={service}
      onClose={onClose}
      title={
        service?.questionId
          ? intl.formatMessage({ id: 'exchanges.request.confirmTitle', defaultMessage: 'Confirm Request' })
          : intl.formatMessage({ id: 'exchanges.request.title', defaultMessage: 'Request Exchange' })
      }
      submitLabel={intl.formatMessage(SEND_REQUEST)}
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
      <FormattedMessage {...SEND_REQUEST} />
    </Button>
  );
}

function RequestForm({ formId, service, onSending, onDone }: FormModalForm & { service: RequestableService }) {
  const toast = useToast();
  const intl = useIntl();
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
  const defaultText = intl.formatMessage(M.defaultMessage, { cost: service.energyCost, title: service.title });
  // An empty message sends the one shown: in English the server writes it (the same words); in
  // another language the translated one is sent, so the coach reads what the member saw.
  const messageToSend = message.trim() || (intl.locale === DEFAULT_LOCALE ? null : defaultText);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || confirming || shortfall) return;
    onSending(true);
    try {
      if (service.questionId)
        await confirmQuestion({ variables: { questionId: service.questionId, message: messageToSend } });
      else
        await sendRequest({
          variables: { input: { serviceId: service.id, message: messageToSend, clientKey } },
        });
      toast.success(intl.formatMessage(M.sent));
      onDone();
    } catch (error) {
      const detail = serverDetail(error);
      toast.error(detail ? intl.formatMessage(M.sendFailed, { detail }) : intl.formatMessage(M.sendFailedNoDetail));
      onSending(false);
    }
  };

  return (
    <form id={formId} className="request-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="request-form__service">
        <p className="request-form__title">{service.title}</p>
        <p className="request-form__meta">
          {service.durationMinutes ? (
            <FormattedMessage
              id="exchanges.request.withCoachFor"
              defaultMessage="with {name} · {duration}"
              values={{ name: service.coachName, duration: formatDuration(service.durationMinutes) }}
            />
          ) : (
            <FormattedMessage
              id="exchanges.request.withCoach"
              defaultMessage="with {name}"
              values={{ name: service.coachName }}
            />
          )}
        </p>
      </div>

      <dl className="request-form__cost">
        <div>
          <dt>
            <FormattedMessage id="exchanges.request.cost" defaultMessage="Cost" />
          </dt>
          <dd>
            <Icon name="bolt" size={15} />
            {formatEp(service.energyCost)}
          </dd>
        </div>
        {viewer && (
          <div>
            <dt>
              <FormattedMessage id="exchanges.request.balance" defaultMessage="Your balance" />
            </dt>
            <dd>
              {premium ? (
                <FormattedMessage id="exchanges.request.unlimited" defaultMessage="Unlimited (Premium)" />
              ) : (
                <FormattedMessage
                  id="exchanges.request.available"
                  defaultMessage="{points} available"
                  values={{ points: formatEp(viewer.energyPoints) }}
                />
              )}
            </dd>
          </div>
        )}
      </dl>

      {shortfall ? (
        <p id={`${formId}-shortfall`} className="inline-notice inline-notice--warning">
          <Icon name="warning" size={18} />
          <span>
            <FormattedMessage {...M.insufficient} values={{ have: shortfall.have, need: shortfall.need }} />
          </span>
        </p>
      ) : (
        !premium && (
          <p className="request-form__hint">
            <FormattedMessage
              id="exchanges.request.holdHint"
              defaultMessage="{cost} will be held until the exchange is completed, and returned if it is declined or cancelled."
              values={{ cost: formatEp(service.energyCost) }}
            />
          </p>
        )
      )}

      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'exchanges.request.messageLabel', defaultMessage: 'Message' })}
        rows={4}
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={defaultText}
        hint={intl.formatMessage({
          id: 'exchanges.request.messageHint',
          defaultMessage: 'Optional: leave it empty to send the message shown.',
        })}
      />
    </form>
  );
}
