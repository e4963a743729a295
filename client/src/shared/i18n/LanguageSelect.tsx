import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALES, languageName } from './catalogs';
import { useLanguage } from './LanguageProvider';
import './language.css';

/**
 * The language menu: each language by its own name, so a reader finds theirs whatever the page
 * speaks now. `onChoose` saves the choice where it belongs (a visitor's browser, a member's account).
 */
export function LanguageSelect({
  onChoose,
  className,
  hideLabel = false,
}: {
  onChoose: (locale: string) => void;
  className?: string;
  /** Where the menu speaks for itself (the landing's top bar): the label is for screen readers only. */
  hideLabel?: boolean;
}) {
  const { locale } = useLanguage();
  const id = useId();
  return (
    <span className={className ? `language-select ${className}` : 'language-select'}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'language-select__label'}>
        <FormattedMessage id="language.select.label" defaultMessage="Language" />
      </label>
      <select
        id={id}
        className="field__control language-select__control"
        value={locale}
        onChange={(e) => onChoose(e.target.value)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </span>
  );
}
