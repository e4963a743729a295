import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { capture, renderWithProviders } from '../../../test/render';
import { useAccountLanguage } from '../../../shared/i18n';
import { useViewer } from '../../../shared/viewer/viewer';
import { SaveLanguageMutation } from '../operations';
import { LanguageSection } from './LanguageSection';

/** What the signed-in shell does with the member's language (SignedInApp). */
function FollowsAccountLanguage() {
  useAccountLanguage(useViewer()?.locale);
  return null;
}

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('My Profile › Language', () => {
  it('saves the language on the account, and the whole UI follows without a reload', async () => {
    const member = makeUser({ locale: 'en' });
    const sent: Array<{ locale: string }> = [];
    renderWithProviders(
      <>
        <FollowsAccountLanguage />
        <LanguageSection />
      </>,
      [
        {
          request: { query: SaveLanguageMutation, variables: capture(sent) },
          result: { data: { updateProfile: { __typename: 'User', id: member.id, locale: 'ar' } } },
        },
      ],
      { viewer: member },
    );
    const menu = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(menu, 'ar');
    expect(await screen.findByRole('heading', { name: 'اللغة' })).toBeTruthy();
    expect(sent).toEqual([{ locale: 'ar' }]);
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toMatchObject({ value: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
  });
});
