import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button } from '../../../shared/ui';
import { AUTH_DIALOG_TEXT, CODE_FALLBACKS } from '../texts';
import type { OnAuthenticated } from '../types';
import { AuthPageLayout } from './AuthPageLayout';
import { SignUpForm } from './SignUpForm';

export interface SignUpPageProps {
  onAuthenticated: OnAuthenticated;
  onGoToSignIn: () => void;
  onBackToHome: () => void;
  /** From the address's ?ref=; validated as soon as the page shows. */
  initialReferralCode?: string;
}

export function SignUpPage({ onAuthenticated, onGoToSignIn, onBackToHome, initialReferralCode }: SignUpPageProps) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.signUpPage.pageTitle', defaultMessage: 'Sign Up' }));
  return (
    <AuthPageLayout
      title={intl.formatMessage({ id: 'auth.signUpPage.title', defaultMessage: 'Create your account' })}
      subtitle={intl.formatMessage(AUTH_DIALOG_TEXT.createAccount.description)}
      onBackToHome={onBackToHome}
      footer={
        <p>
          <FormattedMessage
            id="auth.signUpPage.signInPrompt"
            defaultMessage="Already have an account? <link>Sign in</link>"
            values={{
              link: (label) => (
                <Button variant="link" onClick={onGoToSignIn}>
                  {label}
                </Button>
              ),
            }}
          />
        </p>
      }
    >
      <SignUpForm
        fallbacks={CODE_FALLBACKS.signUp}
        onAuthenticated={onAuthenticated}
        withReferral
        initialReferralCode={initialReferralCode}
      />
    </AuthPageLayout>
  );
}
