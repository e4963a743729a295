import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../shared/lib/errors';
import { Button, PasswordField, useToast } from '../../../shared/ui';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES, validatePasswordChange } from '../lib/password';
import { ChangePasswordMutation } from '../operations';
import { ProfileSection } from './ProfileSection';
import { saveSession } from '../../../shared/viewer/session';

/** My Profile › Set password: checked here first, then the server's own message on failure. */
export function SetPasswordForm() {
  const intl = useIntl();
  const toast = useToast();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Typing in either field clears the previous problem. */
  const edited = (setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setError(null);
  };
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(newPassword, confirmPassword, intl);
    setError(problem);
    if (problem) return;
    try {
      const { data } = await changePassword({ variables: { newPassword } });
      if (!data?.changePassword) throw new Error('Not changed');
      // The change ends every other session; this one goes on with the fresh token.
      saveSession(data.changePassword.accessToken, data.changePassword.user);
      setNewPassword('');
      setConfirmPassword('');
      toast.success(intl.formatMessage(PASSWORD_MESSAGES.updated));
    } catch (failure) {
      toast.error(messageOr(failure, intl.formatMessage(PASSWORD_MESSAGES.failed)));
    }
  };

  return (
    <ProfileSection
      icon="lock"
      title={intl.formatMessage({ id: 'profile.password.title', defaultMessage: 'Set password' })}
      intro={intl.formatMessage(
        {
          id: 'profile.password.intro',
          defaultMessage:
            'Sign in with your email and a password as well as with a mailed code. At least {min} characters.',
        },
        { min: MIN_PASSWORD_LENGTH },
      )}
    >
      <form className="password-form" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          label={intl.formatMessage({ id: 'profile.password.new', defaultMessage: 'New password' })}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={edited(setNewPassword)}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'profile.password.confirm', defaultMessage: 'Confirm new password' })}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={edited(setConfirmPassword)}
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="profile-actions">
          <Button type="submit" loading={loading}>
            <FormattedMessage id="profile.password.submit" defaultMessage="Update Password" />
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
