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
    const problem = validatePasswordChange(newPassword, confirmPassword);
    setError(problem);
    if (problem) return;
    try {
      const { data } = await changePassword({ variables: { newPassword } });
      if (!data?.changePassword) throw new Error('Not changed');
      // The change ends every other session; this one goes on with the fresh token.
      saveSession(data.changePassword.accessToken, data.changePassword.user);
      setNewPassword('');
      setConfirmPassword('');
      toast.success(PASSWORD_MESSAGES.updated);
    } catch (failure) {
      toast.error(messageOr(failure, PASSWORD_MESSAGES.failed));
    }
  };

  return (
    <ProfileSection
      icon="lock"
      title="Set password"
      intro={`Sign in with your email and a password as well as with a mailed code. At least ${MIN_PASSWORD_LENGTH} characters.`}
    >
      <form className="password-form" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={edited(setNewPassword)}
        />
        <PasswordField
          label="Confirm new password"
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
            Update Password
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
