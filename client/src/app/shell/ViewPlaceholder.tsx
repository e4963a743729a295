import { EmptyState } from '../../shared/ui';
import type { ViewDefinition } from './views';

/** A view whose screen has not been built yet: its title and purpose, no invented data. */
export function ViewPlaceholder({ view }: { view: ViewDefinition }) {
  return (
    <EmptyState
      icon={view.icon}
      title="Nothing to show yet"
      description={`${view.summary} This view is not available yet.`}
    />
  );
}
