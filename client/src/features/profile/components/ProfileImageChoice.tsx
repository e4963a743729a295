import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Button, Field, Icon } from '../../../shared/ui';
import { GravatarInfoQuery } from '../operations';

export type ImageChoice = 'gravatar' | 'upload';

export interface ProfileImageChoiceProps {
  email: string;
  choice: ImageChoice;
  onChoice: (choice: ImageChoice) => void;
  /** The upload pipeline's state (features/onboarding useProfileImage). */
  upload: { error: string | null; processing: boolean; choose: (file: File | undefined | null) => void };
  onSyncGravatar: () => void;
  syncing: boolean;
}

/** Profile picture from Gravatar (synced on demand) or an uploaded photo (My Profile). */
export function ProfileImageChoice({
  email,
  choice,
  onChoice,
  upload,
  onSyncGravatar,
  syncing,
}: ProfileImageChoiceProps) {
  const intl = useIntl();
  return (
    <fieldset className="image-choice ui-stack ui-stack--tight">
      <legend className="field__label">
        <FormattedMessage id="profile.picture.legend" defaultMessage="Profile picture" />
      </legend>
      <div className="image-choice__options">
        {(['gravatar', 'upload'] as const).map((option) => (
          <label key={option} className={choice === option ? 'image-choice__option is-on' : 'image-choice__option'}>
            <input
              type="radio"
              name="imageSource"
              value={option}
              checked={choice === option}
              onChange={() => onChoice(option)}
            />
            <Icon name={option === 'gravatar' ? 'user' : 'upload'} size={18} />
            {option === 'gravatar' ? (
              <FormattedMessage id="profile.picture.gravatar" defaultMessage="Gravatar" />
            ) : (
              <FormattedMessage id="profile.picture.upload" defaultMessage="Upload" />
            )}
          </label>
        ))}
      </div>
      {choice === 'upload' ? (
        <Field
          label={intl.formatMessage({ id: 'profile.picture.uploadLabel', defaultMessage: 'Upload a picture' })}
          type="file"
          accept="image/*"
          name="profilePicture"
          hint={
            upload.processing
              ? intl.formatMessage({ id: 'profile.picture.processing', defaultMessage: 'Processing your photo…' })
              : intl.formatMessage({
                  id: 'profile.picture.uploadHint',
                  defaultMessage: 'JPEG, PNG or WebP. Large photos are resized for you.',
                })
          }
          error={upload.error}
          onChange={(event) => void upload.choose(event.target.files?.[0])}
        />
      ) : (
        <GravatarPanel email={email} onSync={onSyncGravatar} syncing={syncing} />
      )}
    </fieldset>
  );
}

function GravatarPanel({ email, onSync, syncing }: { email: string; onSync: () => void; syncing: boolean }) {
  // Whether a Gravatar exists is a hint only; a failed check stays silent.
  const { data } = useQuery(GravatarInfoQuery, { fetchPolicy: 'network-only', errorPolicy: 'ignore' });
  const info = data?.gravatarInfo;
  return (
    <div className="gravatar-panel">
      <p className="gravatar-panel__status" aria-live="polite">
        {!info ? (
          <FormattedMessage id="profile.gravatar.checking" defaultMessage="Checking Gravatar…" />
        ) : info.exists ? (
          <FormattedMessage
            id="profile.gravatar.exists"
            defaultMessage="A Gravatar exists for {email}."
            values={{ email }}
          />
        ) : (
          <FormattedMessage
            id="profile.gravatar.missing"
            defaultMessage="No Gravatar found for {email}. <join>Create one on Gravatar</join>"
            values={{
              email,
              join: (chunks) => (
                <a href={info.joinUrl} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            }}
          />
        )}
      </p>
      <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={15} />} onClick={onSync} loading={syncing}>
        <FormattedMessage id="profile.gravatar.sync" defaultMessage="Sync with Gravatar" />
      </Button>
    </div>
  );
}
