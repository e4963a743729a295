import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import './ui.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  /** Heading level of the title inside its page. */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, description, icon = 'sparkles', action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <span className="empty-state__icon ui-pill">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {description && <p className="empty-state__description">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
