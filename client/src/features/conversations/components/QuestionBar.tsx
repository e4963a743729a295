import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { QuestionFieldsFragment } from '../../../gql/graphql';
import { messageOr } from '../../../shared/lib/errors';
import { formatEp } from '../../../shared/lib/format';
import { Button, Icon, useToast } from '../../../shared/ui';
import { BlockMemberMutation, QuestionToRequestMutation } from '../operations';

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
  const toast = useToast();
  const [propose, { loading: proposing }] = useMutation(QuestionToRequestMutation);
  const [block, { loading: blocking }] = useMutation(BlockMemberMutation);
  const [blockAsked, setBlockAsked] = useState(false);
  const name = question.otherMember.fullName;
  const offer = question.proposedService;

  const proposeRequest = async () => {
    try {
      await propose({ variables: { questionId: question.id } });
      toast.success(`Proposed: ${name} can now confirm the request.`);
    } catch (err) {
      toast.error(messageOr(err, 'The request could not be proposed. Please try again.'));
    }
  };
  const blockMember = async () => {
    try {
      await block({ variables: { memberId: question.otherMember.id } });
      toast.success(`${name} is blocked: no questions, requests or messages between you.`);
    } catch (err) {
      toast.error(messageOr(err, 'The member could not be blocked. Please try again.'));
    }
    setBlockAsked(false);
  };

  let step = null;
  if (question.requestId)
    step = (
      <p className="question-bar__status">
        <Icon name="checkCircle" size={15} />
        It is an exchange request now: find it in Exchange Requests. The conversation continues here.
      </p>
    );
  else if (question.canPropose && question.serviceId)
    step = (
      <Button size="sm" icon={<Icon name="swap" size={15} />} loading={proposing} onClick={() => void proposeRequest()}>
        {offer ? 'Propose again' : 'Turn into a request'}
      </Button>
    );
  else if (question.canPropose)
    step = <p className="question-bar__status">Invite {name} to request one of your services from your profile.</p>;
  else if (question.canConfirm && offer)
    step = onConfirmRequest ? (
      <Button
        size="sm"
        icon={<Icon name="swap" size={15} />}
        onClick={() =>
          onConfirmRequest({
            questionId: question.id,
            service: offer,
            coachName: name,
          })
        }
      >
        {`Confirm request · ${formatEp(offer.energyCost)}`}
      </Button>
    ) : (
      <p className="question-bar__status">
        {name} proposed “{offer.title}” for {formatEp(offer.energyCost)}: confirm it from Exchange Requests.
      </p>
    );

  return (
    <div className="question-bar">
      {step}
      {blockAsked ? (
        <span className="question-bar__block">
          <Button size="sm" variant="danger" loading={blocking} onClick={() => void blockMember()}>
            {`Block ${name}`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setBlockAsked(false)}>
            Keep talking
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setBlockAsked(true)}>
          Block…
        </Button>
      )}
    </div>
  );
}
