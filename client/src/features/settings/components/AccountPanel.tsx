import { FormattedMessage, useIntl } from 'react-intl';
import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Button, Field, Icon, useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { downloadTextFile } from '../../../shared/lib/download';
import { clearSession } from '../../../shared/viewer/session';
import { DeleteAccountMutation, MyDataExportQuery, SendAccountDeletionCodeMutation } from '../operations';
import { BlockedMembersPanel } from './BlockedMembersPanel';

interface OpenExchange {
  id: string;
  title: string;
  otherPartyName: string;
  role: 'requester' | 'coach';
}

/** The accepted exchanges a refused deletion lists (`extensions.openExchanges`). */
function openExchangesOf(error: unknown): OpenExchange[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const list = error.errors[0]?.extensions?.openExchanges;
  return Array.isArray(list) ? (list as OpenExchange[]) : [];
}

/** Settings › Account: download my data, the members I blocked, and delete my account (GDPR: access and erasure). */
export function AccountPanel() {
  const intl = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const downloadMyData = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: MyDataExportQuery, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      downloadTextFile(data.myDataExport.json, data.myDataExport.filename, 'application/json;charset=utf-8');
      toast.success(
        intl.formatMessage({ id: 'settings.account.exportStarted', defaultMessage: 'Your data is downloading' }),
      );
    } catch (error) {
      toast.error(
        messageOr(
          error,
          intl.formatMessage({
            id: 'settings.account.exportFailed',
            defaultMessage: 'Your data could not be exported. Please try again.',
          }),
        ),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="account-panel">
      <section className="account-panel__section" aria-labelledby="my-data-title">
        <h3 id="my-data-title">
          <FormattedMessage id="settings.account.myData" defaultMessage="My data" />
        </h3>
        <p>
          <FormattedMessage
            id="settings.account.myDataText"
            defaultMessage="A JSON file of everything Energy Exchange keeps about you: profile, services, requests, sessions, testimonials, notifications, Energy Points and more."
          />
        </p>
        <Button
          variant="secondary"
          onClick={() => void downloadMyData()}
          loading={exporting}
          icon={<Icon name="download" size={16} />}
        >
          <FormattedMessage id="settings.account.download" defaultMessage="Download my data" />
        </Button>
      </section>
      <section className="account-panel__section" aria-labelledby="blocked-members-title">
        <h3 id="blocked-members-title">
          <FormattedMessage id="settings.account.blocked" defaultMessage="Blocked members" />
        </h3>
        <BlockedMembersPanel />
      </section>
      <DeleteAccountSection />
    </div>
  );
}

function DeleteAccountSection() {
  const intl = useIntl();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useCode, setUseCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A missing password or code is said at its field, in the error colour (not in the section's grey text).
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [blockers, setBlockers] = useState<OpenExchange[]>([]);
  const [sendCode, sending] = useMutation(SendAccountDeletionCodeMutation);
  const [deleteAccount, deleting] = useMutation(DeleteAccountMutation);

  const mailCode = async () => {
    setError(null);
    try {
      const { data } = await sendCode();
      setUseCode(true);
      const email = data?.sendAccountDeletionCode.email;
      toast.success(
        email
          ? intl.formatMessage(
              { id: 'settings.account.codeSent', defaultMessage: 'We sent a code to {email}' },
              { email },
            )
          : intl.formatMessage({
              id: 'settings.account.codeSentYours',
              defaultMessage: 'We sent a code to your email',
            }),
      );
    } catch (e) {
      setError(
        messageOr(
          e,
          intl.formatMessage({
            id: 'settings.account.codeFailed',
            defaultMessage: 'The code could not be sent. Please try again.',
          }),
        ),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    setBlockers([]);
    if (useCode ? !/^\d{6}$/.test(code) : !password) {
      setFieldError(
        useCode
          ? intl.formatMessage({
              id: 'settings.account.codeMissing',
              defaultMessage: 'Enter the 6-digit code we mailed you',
            })
          : intl.formatMessage({ id: 'settings.account.passwordMissing', defaultMessage: 'Enter your password' }),
      );
      return;
    }
    try {
      await deleteAccount({ variables: useCode ? { code } : { password } });
      // The home page says the account is gone.
      clearSession('deleted');
    } catch (e) {
      setBlockers(openExchangesOf(e));
      setError(
        messageOr(
          e,
          intl.formatMessage({
            id: 'settings.account.deleteFailed',
            defaultMessage: 'Your account could not be deleted. Please try again.',
          }),
        ),
      );
    }
  };

  if (!confirming) {
    return (
      <section className="account-panel__section account-panel__danger" aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">
          <FormattedMessage id="settings.account.deleteTitle" defaultMessage="Delete account" />
        </h3>
        <p>
          <FormattedMessage
            id="settings.account.deleteText"
            defaultMessage="Your profile and services disappear and you are signed out everywhere. Your past exchanges stay in other members' records as “Deleted member”. This cannot be undone."
          />
        </p>
        <Button variant="danger" onClick={() => setConfirming(true)} icon={<Icon name="trash" size={16} />}>
          <FormattedMessage id="settings.account.deleteTitle" defaultMessage="Delete account" />
        </Button>
      </section>
    );
  }
  return (
    <section className="account-panel__section account-panel__danger" aria-labelledby="delete-account-title">
      <h3 id="delete-account-title">
        <FormattedMessage id="settings.account.deleteTitle" defaultMessage="Delete account" />
      </h3>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>
          <FormattedMessage
            id="settings.account.confirmText"
            defaultMessage="Pending requests are cancelled and held Energy Points returned. Confirm it is you:"
          />
        </p>
        {useCode ? (
          <Field
            label={intl.formatMessage({ id: 'settings.account.code', defaultMessage: 'Code from the email' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={fieldError}
            onChange={(e) => setCode(e.target.value.trim())}
          />
        ) : (
          <Field
            label={intl.formatMessage({ id: 'settings.account.password', defaultMessage: 'Your password' })}
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {!useCode && (
          <Button variant="link" onClick={() => void mailCode()} loading={sending.loading}>
            <FormattedMessage id="settings.account.mailCode" defaultMessage="No password? Email me a code instead" />
          </Button>
        )}
        {error && (
          <div role="alert" className="account-panel__error">
            <p>{error}</p>
            {blockers.length > 0 && (
              <ul>
                {blockers.map((b) => (
                  <li key={b.id}>
                    {b.role === 'coach' ? (
                      <FormattedMessage
                        id="settings.account.blockerCoach"
                        defaultMessage="{title} — with {name} (you coach)"
                        values={{ title: b.title, name: b.otherPartyName }}
                      />
                    ) : (
                      <FormattedMessage
                        id="settings.account.blockerRequester"
                        defaultMessage="{title} — with {name} (you requested)"
                        values={{ title: b.title, name: b.otherPartyName }}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="account-panel__actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <FormattedMessage id="settings.account.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" variant="danger" loading={deleting.loading} icon={<Icon name="trash" size={16} />}>
            <FormattedMessage id="settings.account.deleteForGood" defaultMessage="Delete my account for good" />
          </Button>
        </div>
      </form>
    </section>
  );
}
