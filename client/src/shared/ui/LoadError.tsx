import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import './ui.css';

export interface LoadErrorProps {
  /** What failed, e.g. "Requests could not be loaded." */
  message: ReactNode;
  onRetry: () => void;
}

/** The notice shown in place of content that failed to load, with a "Try again" button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="inline-notice inline-notice--error">
      <Icon name="alert" size={18} />
      <div className="inline-notice__body">
        <span>{message}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
