import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button } from '../../../shared/ui';
import { CODE_FALLBACKS } from '../texts';
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
  usePageTitle('Sign Up');
  return (
    <AuthPageLayout
      title="Create your account"
      subtitle="Join free in 30 seconds. No credit card needed, and you start with 1 EP."
      onBackToHome={onBackToHome}
      footer={
        <p>
          Already have an account?{' '}
          <Button variant="link" onClick={onGoToSignIn}>
            Sign in
          </Button>
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
