import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import './ui.css';
import { defineMessages } from 'react-intl';
import { useDisplayIntl } from '../i18n/displayLanguage';

const M = defineMessages({
  tryAgain: { id: 'ui.tryAgain', defaultMessage: 'Try again' },
});

export interface LoadErrorProps {
  /** What failed, e.g. "Requests could not be loaded." */
  message: ReactNode;
  onRetry: () => void;
}

/** The notice shown in place of content that failed to load, with a "Try again" button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const intl = useDisplayIntl();
  return (
    <div className="inline-notice inline-notice--error">
      <Icon name="alert" size={18} />
      <div className="inline-notice__body">
        <span>{message}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage(M.tryAgain)}
        </Button>
      </div>
    </div>
  );
}
