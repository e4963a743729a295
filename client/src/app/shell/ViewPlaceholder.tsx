import { useIntl } from 'react-intl';
import { EmptyState } from '../../shared/ui';
import type { ViewDefinition } from './views';

/** A view whose screen has not been built yet: its title and purpose, no invented data. */
export function ViewPlaceholder({ view }: { view: ViewDefinition }) {
  const intl = useIntl();
  return (
    <EmptyState
      icon={view.icon}
      title={intl.formatMessage({ id: 'shell.placeholder.title', defaultMessage: 'Nothing to show yet' })}
      description={intl.formatMessage(
        { id: 'shell.placeholder.description', defaultMessage: '{summary} This view is not available yet.' },
        { summary: intl.formatMessage(view.summary) },
      )}
    />
  );
}
