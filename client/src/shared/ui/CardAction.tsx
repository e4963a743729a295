import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';

/**
 * One action of a card whose actions run one at a time (a request's Accept/Decline, a session's
 * Complete): the running one shows its spinner, the others wait until it answers (or stay off
 * while the card is locked), and each is described by the card's title for screen readers.
 */
export function CardAction<Kind extends string>(props: {
  kind: Kind;
  /** The action running now on this card, if any. */
  busy: Kind | null;
  locked?: boolean;
  describedBy: string;
  variant?: ButtonVariant;
  onRun: (kind: Kind) => void;
  children: ReactNode;
}) {
  const running = props.busy === props.kind;
  return (
    <Button
      size="sm"
      variant={props.variant ?? 'secondary'}
      aria-describedby={props.describedBy}
      loading={running}
      disabled={(props.locked || props.busy !== null) && !running}
      onClick={() => props.onRun(props.kind)}
    >
      {props.children}
    </Button>
  );
}
