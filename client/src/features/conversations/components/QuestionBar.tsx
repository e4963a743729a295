import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { QuestionFieldsFragment } from '../../../gql/graphql';
import { messageOr } from '../../../shared/lib/errors';
import { formatEp } from '../../../shared/lib/format';
import { Button, Field, Icon, useToast } from '../../../shared/ui';
import { BlockMemberMutation, QuestionToRequestMutation, ServicesToProposeQuery } from '../operations';

const TURN_INTO_REQUEST = defineMessage({
  id: 'conversations.question.turnIntoRequest',
  defaultMessage: 'Turn into a request',
});

/** A question the coach proposed a service for: what the Request Exchange step needs to confirm it. */
export interface ConfirmableQuestion {
  questionId: string;
  service: { id: string; title: string; energyCost: number };
  coachName: string;
}

/**
 * Above a question's messages: where it stands on the way to an exchange. Its coach turns it into
 * a request with one click (proposing the service it is about); the other member then confirms the
 * cost (the host's Request Exchange step); once it is a request, the conversation goes on here and
 * in Exchange Requests. Either member may block the other from here.
 */
export function QuestionBar({
  question,
  onConfirmRequest,
}: {
  question: QuestionFieldsFragment;
  onConfirmRequest?: (question: ConfirmableQuestion) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [propose, { loading: proposing }] = useMutation(QuestionToRequestMutation);
  const [block, { loading: blocking }] = useMutation(BlockMemberMutation);
  const [blockAsked, setBlockAsked] = useState(false);
  const name = question.otherMember.fullName;
  const service = question.proposedService;

  const proposeRequest = async (serviceId?: string) => {
    try {
      await propose({ variables: { questionId: question.id, input: serviceId ? { serviceId } : null } });
      toast.success(
        intl.formatMessage(
          { id: 'conversations.question.proposed', defaultMessage: 'Proposed: {name} can now confirm the request.' },
          { name },
        ),
      );
    } catch (err) {
      toast.error(
        messageOr(
          err,
          intl.formatMessage({
            id: 'conversations.question.proposeFailed',
            defaultMessage: 'The request could not be proposed. Please try again.',
          }),
        ),
      );
    }
  };
  const blockMember = async () => {
    try {
      await block({ variables: { memberId: question.otherMember.id } });
      toast.success(
        intl.formatMessage(
          {
            id: 'conversations.question.blocked',
            defaultMessage: '{name} is blocked: no questions, requests or messages between you.',
          },
          { name },
        ),
      );
    } catch (err) {
      toast.error(
        messageOr(
          err,
          intl.formatMessage({
            id: 'conversations.question.blockFailed',
            defaultMessage: 'The member could not be blocked. Please try again.',
          }),
        ),
      );
    }
    setBlockAsked(false);
  };

  let step = null;
  if (question.requestId)
    step = (
      <p className="question-bar__status">
        <Icon name="checkCircle" size={15} />
        <FormattedMessage
          id="conversations.question.isRequest"
          defaultMessage="It is an exchange request now: find it in Exchange Requests. The conversation continues here."
        />
      </p>
    );
  else if (question.canPropose && question.serviceId)
    step = (
      <Button size="sm" icon={<Icon name="swap" size={15} />} loading={proposing} onClick={() => void proposeRequest()}>
        {service ? (
          <FormattedMessage id="conversations.question.proposeAgain" defaultMessage="Propose again" />
        ) : (
          <FormattedMessage {...TURN_INTO_REQUEST} />
        )}
      </Button>
    );
  else if (question.canPropose)
    step = <ProposeOneOfMine proposing={proposing} onPropose={(id) => void proposeRequest(id)} />;
  else if (question.canConfirm && service)
    step = onConfirmRequest ? (
      <Button
        size="sm"
        icon={<Icon name="swap" size={15} />}
        onClick={() =>
          onConfirmRequest({
            questionId: question.id,
            service,
            coachName: name,
          })
        }
      >
        <FormattedMessage
          id="conversations.question.confirm"
          defaultMessage="Confirm request · {cost}"
          values={{ cost: formatEp(service.energyCost) }}
        />
      </Button>
    ) : (
      <p className="question-bar__status">
        <FormattedMessage
          id="conversations.question.proposal"
          defaultMessage="{name} proposed “{title}” for {cost}: confirm it from Exchange Requests."
          values={{ name, title: service.title, cost: formatEp(service.energyCost) }}
        />
      </p>
    );

  return (
    <div className="question-bar">
      {step}
      {blockAsked ? (
        <span className="question-bar__block">
          <Button size="sm" variant="danger" loading={blocking} onClick={() => void blockMember()}>
            <FormattedMessage id="conversations.question.blockNamed" defaultMessage="Block {name}" values={{ name }} />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setBlockAsked(false)}>
            <FormattedMessage id="conversations.question.keepTalking" defaultMessage="Keep talking" />
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setBlockAsked(true)}>
          <FormattedMessage id="conversations.question.block" defaultMessage="Block…" />
        </Button>
      )}
    </div>
  );
}

/** A question about a need or about the coach: they choose which of their services to propose. */
function ProposeOneOfMine({ proposing, onPropose }: { proposing: boolean; onPropose: (serviceId: string) => void }) {
  const intl = useIntl();
  const { data } = useQuery(ServicesToProposeQuery, { fetchPolicy: 'cache-and-network' });
  const services = data?.myServices ?? [];
  const [chosen, setChosen] = useState('');
  if (services.length === 0)
    return (
      <p className="question-bar__status">
        <FormattedMessage
          id="conversations.question.publishFirst"
          defaultMessage="Publish a service to turn this question into a request."
        />
      </p>
    );
  const serviceId = chosen || services[0].id;
  return (
    <span className="question-bar__propose">
      <Field
        as="select"
        label={intl.formatMessage({
          id: 'conversations.question.serviceToPropose',
          defaultMessage: 'Service to propose',
        })}
        value={serviceId}
        onChange={(e) => setChosen(e.target.value)}
      >
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {intl.formatMessage(
              { id: 'conversations.question.serviceOption', defaultMessage: '{title} · {cost}' },
              { title: s.title, cost: formatEp(s.energyCost) },
            )}
          </option>
        ))}
      </Field>
      <Button size="sm" icon={<Icon name="swap" size={15} />} loading={proposing} onClick={() => onPropose(serviceId)}>
        <FormattedMessage {...TURN_INTO_REQUEST} />
      </Button>
    </span>
  );
}
