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
  const client = useApolloClient();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const downloadMyData = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: MyDataExportQuery, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      downloadTextFile(data.myDataExport.json, data.myDataExport.filename, 'application/json;charset=utf-8');
      toast.success('Your data is downloading');
    } catch (error) {
      toast.error(messageOr(error, 'Your data could not be exported. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="account-panel">
      <section className="account-panel__section" aria-labelledby="my-data-title">
        <h3 id="my-data-title">My data</h3>
        <p>
          A JSON file of everything Energy Exchange keeps about you: profile, services, requests, sessions,
          testimonials, notifications, Energy Points and more.
        </p>
        <Button
          variant="secondary"
          onClick={() => void downloadMyData()}
          loading={exporting}
          icon={<Icon name="download" size={16} />}
        >
          Download my data
        </Button>
      </section>
      <section className="account-panel__section" aria-labelledby="blocked-members-title">
        <h3 id="blocked-members-title">Blocked members</h3>
        <BlockedMembersPanel />
      </section>
      <DeleteAccountSection />
    </div>
  );
}

function DeleteAccountSection() {
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
      toast.success(`We sent a code to ${data?.sendAccountDeletionCode.email ?? 'your email'}`);
    } catch (e) {
      setError(messageOr(e, 'The code could not be sent. Please try again.'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    setBlockers([]);
    if (useCode ? !/^\d{6}$/.test(code) : !password) {
      setFieldError(useCode ? 'Enter the 6-digit code we mailed you' : 'Enter your password');
      return;
    }
    try {
      await deleteAccount({ variables: useCode ? { code } : { password } });
      // The home page says the account is gone.
      clearSession('deleted');
    } catch (e) {
      setBlockers(openExchangesOf(e));
      setError(messageOr(e, 'Your account could not be deleted. Please try again.'));
    }
  };

  if (!confirming) {
    return (
      <section className="account-panel__section account-panel__danger" aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">Delete account</h3>
        <p>
          Your profile and services disappear and you are signed out everywhere. Your past exchanges stay in other
          members&apos; records as &ldquo;Deleted member&rdquo;. This cannot be undone.
        </p>
        <Button variant="danger" onClick={() => setConfirming(true)} icon={<Icon name="trash" size={16} />}>
          Delete account
        </Button>
      </section>
    );
  }
  return (
    <section className="account-panel__section account-panel__danger" aria-labelledby="delete-account-title">
      <h3 id="delete-account-title">Delete account</h3>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>Pending requests are cancelled and held Energy Points returned. Confirm it is you:</p>
        {useCode ? (
          <Field
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={fieldError}
            onChange={(e) => setCode(e.target.value.trim())}
          />
        ) : (
          <Field
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {!useCode && (
          <Button variant="link" onClick={() => void mailCode()} loading={sending.loading}>
            No password? Email me a code instead
          </Button>
        )}
        {error && (
          <div role="alert" className="account-panel__error">
            <p>{error}</p>
            {blockers.length > 0 && (
              <ul>
                {blockers.map((b) => (
                  <li key={b.id}>
                    {b.title} — with {b.otherPartyName} ({b.role === 'coach' ? 'you coach' : 'you requested'})
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="account-panel__actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={deleting.loading} icon={<Icon name="trash" size={16} />}>
            Delete my account for good
          </Button>
        </div>
      </form>
    </section>
  );
}
