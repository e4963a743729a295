import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageOr } from '../../../shared/lib/errors';
import { LanguageSelect } from '../../../shared/i18n';
import { useToast } from '../../../shared/ui';
import { SaveLanguageMutation } from '../operations';
import { ProfileSection } from './ProfileSection';

/**
 * My Profile › Language: the language of the member's account. Saved with the profile mutation;
 * its answer changes the member in the cache and the shell switches the whole UI (no reload).
 */
export function LanguageSection() {
  const intl = useIntl();
  const toast = useToast();
  const [save] = useMutation(SaveLanguageMutation);
  const choose = (locale: string) => {
    save({ variables: { locale } }).catch((err: unknown) =>
      toast.error(
        messageOr(
          err,
          intl.formatMessage({
            id: 'profile.language.saveFailed',
            defaultMessage: 'Your language could not be saved. Please try again.',
          }),
        ),
      ),
    );
  };
  return (
    <ProfileSection
      icon="globe"
      title={intl.formatMessage({ id: 'profile.language.title', defaultMessage: 'Language' })}
      intro={
        <FormattedMessage
          id="profile.language.intro"
          defaultMessage="The language Energy Exchange speaks to you in, on every device you sign in on."
        />
      }
    >
      <LanguageSelect onChoose={choose} />
    </ProfileSection>
  );
}
