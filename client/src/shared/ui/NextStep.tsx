import type { ReactNode } from 'react';
import { useShellNavigation, type ShellDestination } from '../lib/shellNavigation';
import { Button, type ButtonVariant } from './Button';

/** A shell view, or Settings › My Services with the new-service form. */
export type NextStepTarget = ShellDestination | 'publish-service';

/**
 * The button an empty list offers as its next step ("Browse services", "Publish a service"), for
 * EmptyState's `action`. Outside the shell there is nowhere to send the member: no button, so
 * the empty state shows no action row either.
 */
export function useNextStep() {
  const navigation = useShellNavigation();
  return (
    to: NextStepTarget,
    label: ReactNode,
    { variant = 'secondary', icon }: { variant?: ButtonVariant; icon?: ReactNode } = {},
  ) =>
    navigation && (
      <Button
        variant={variant}
        icon={icon}
        onClick={to === 'publish-service' ? navigation.publishService : () => navigation.openView(to)}
      >
        {label}
      </Button>
    );
}
