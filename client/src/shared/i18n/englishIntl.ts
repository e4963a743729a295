import { createIntl } from 'react-intl';
import { ENGLISH } from './catalogs';

/**
 * The product's messages in English, for texts built outside a component when no reader's `intl`
 * is at hand (unit tests of lib functions, English-only callers). Screens pass their own `useIntl()`.
 */
export const englishIntl = createIntl({ locale: 'en', defaultLocale: 'en', messages: ENGLISH });
