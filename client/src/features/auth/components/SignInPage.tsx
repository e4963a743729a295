import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Tabs } from '../../../shared/ui';
import { CODE_FALLBACKS, SIGN_IN_METHOD } from '../texts';
import type { OnAuthenticated } from '../types';
import { AuthPageLayout } from './AuthPageLayout';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

export interface SignInPageProps {
  onAuthenticated: OnAuthenticated;
  onGoToSignUp: () => void;
  onBackToHome: () => void;
}

export function SignInPage({ onAuthenticated, onGoToSignUp, onBackToHome }: SignInPageProps) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.signInPage.pageTitle', defaultMessage: 'Sign In' }));
  return (
    <AuthPageLayout
      title={intl.formatMessage({ id: 'auth.signInPage.title', defaultMessage: 'Welcome back' })}
      subtitle={
        <FormattedMessage
          id="auth.signInPage.subtitle"
          defaultMessage="Sign in to keep exchanging skills with the community."
        />
      }
      onBackToHome={onBackToHome}
      footer={
        <p>
          <FormattedMessage
            id="auth.signInPage.signUpPrompt"
            defaultMessage="Don’t have an account? <link>Sign up free</link>"
            values={{
              link: (label) => (
                <Button variant="link" onClick={onGoToSignUp}>
                  {label}
                </Button>
              ),
            }}
          />
        </p>
      }
    >
      <Tabs
        label={intl.formatMessage(SIGN_IN_METHOD)}
        defaultValue="code"
        items={[
          {
            id: 'code',
            label: intl.formatMessage({ id: 'auth.signInPage.codeTab', defaultMessage: 'Login with Code' }),
            content: <CodeLoginForm fallbacks={CODE_FALLBACKS.signInPage} onAuthenticated={onAuthenticated} />,
          },
          {
            id: 'password',
            label: intl.formatMessage({ id: 'auth.signInPage.passwordTab', defaultMessage: 'Login with Password' }),
            content: <PasswordLoginForm onAuthenticated={onAuthenticated} />,
          },
        ]}
      />
    </AuthPageLayout>
  );
}
