import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import './ui.css';
import { defineMessages } from 'react-intl';
import { displayIntl } from '../i18n/displayLanguage';

const M = defineMessages({
  title: { id: 'ui.crash.title', defaultMessage: 'Something went wrong' },
  page: { id: 'ui.crash.page', defaultMessage: 'The app hit an unexpected problem.' },
  part: {
    id: 'ui.crash.part',
    defaultMessage: 'This part of the page could not be shown. The rest of the app still works.',
  },
  tryAgain: { id: 'ui.tryAgain', defaultMessage: 'Try again' },
  reload: { id: 'ui.crash.reload', defaultMessage: 'Reload page' },
});

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (e.g. the shell's current view), a crashed subtree is given a fresh start. */
  resetKey?: unknown;
  /** 'view': inside the shell, the rest of the page keeps working. 'page': nothing else is left. */
  scope?: 'view' | 'page';
}

interface ErrorBoundaryState {
  error: unknown;
  /** Bumped by "Try again": the children re-mount with fresh state instead of re-rendering the broken one. */
  attempt: number;
}

/**
 * Catches a render crash below it and shows "Something went wrong" with "Try again" in its place,
 * so one broken view does not blank the whole app (the shell's sidebar and header stay usable).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs it; the member only sees the fallback.
    console.error('A view crashed while rendering', error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  render(): ReactNode {
    if (this.state.error) {
      const page = this.props.scope === 'page';
      return (
        <div className={page ? 'empty-state crash-notice crash-notice--page' : 'empty-state crash-notice'} role="alert">
          <span className="empty-state__icon ui-pill">
            <Icon name="warning" size={28} />
          </span>
          <h2 className="empty-state__title">{displayIntl().formatMessage(M.title)}</h2>
          <p className="empty-state__description">{displayIntl().formatMessage(page ? M.page : M.part)}</p>
          <div className="crash-notice__actions">
            <Button onClick={this.retry}>{displayIntl().formatMessage(M.tryAgain)}</Button>
            {page && (
              <Button variant="secondary" onClick={() => window.location.reload()}>
                {displayIntl().formatMessage(M.reload)}
              </Button>
            )}
          </div>
        </div>
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
