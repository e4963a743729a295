import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StatusBadge } from '../ui';
import { PSEUDO_LOCALE_KEY } from './visitorLanguage';

afterEach(() => localStorage.removeItem(PSEUDO_LOCALE_KEY));

describe('the pseudo-language', () => {
  it('accents, brackets and lengthens every catalogued text, over the account language', async () => {
    localStorage.setItem(PSEUDO_LOCALE_KEY, '1');
    renderWithProviders(
      <div>
        <FormattedMessage id="ui.crash.title" defaultMessage="Something went wrong" />
        <StatusBadge status="COMPLETED" />
      </div>,
      [],
      { locale: 'de' },
    );
    expect(await screen.findByText('[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ ········]')).toBeTruthy();
    expect(screen.getByText('[Çóɱþĺéţéđ ····]')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('is off unless a tester turns it on', async () => {
    renderWithProviders(<FormattedMessage id="ui.crash.title" defaultMessage="Something went wrong" />, [], {
      locale: 'es',
    });
    expect(await screen.findByText('Algo salió mal')).toBeTruthy();
  });
});
