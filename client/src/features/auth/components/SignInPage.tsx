import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Tabs } from '../../../shared/ui';
import { CODE_FALLBACKS } from '../texts';
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
  usePageTitle('Sign In');
  return (
    <AuthPageLayout
      title="Welcome back"
      subtitle="Sign in to keep exchanging skills with the community."
      onBackToHome={onBackToHome}
      footer={
        <p>
          Don’t have an account?{' '}
          <Button variant="link" onClick={onGoToSignUp}>
            Sign up free
          </Button>
        </p>
      }
    >
      <Tabs
        label="Sign-in method"
        defaultValue="code"
        items={[
          {
            id: 'code',
            label: 'Login with Code',
            content: <CodeLoginForm fallbacks={CODE_FALLBACKS.signInPage} onAuthenticated={onAuthenticated} />,
          },
          {
            id: 'password',
            label: 'Login with Password',
            content: <PasswordLoginForm onAuthenticated={onAuthenticated} />,
          },
        ]}
      />
    </AuthPageLayout>
  );
}
