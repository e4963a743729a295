import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useDisplayIntl } from '../i18n/displayLanguage';
import './ui.css';

const M = defineMessages({ optional: { id: 'ui.field.optional', defaultMessage: '(optional)' } });

interface FieldOwnProps {
  label: ReactNode;
  /** Shown under the control and wired through aria-describedby / aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Marks optional fields in the label, e.g. "(optional)". */
  optional?: boolean;
  /** Keeps the label for assistive technology only (compact toolbars with a placeholder). */
  hideLabel?: boolean;
  className?: string;
}

type InputFieldProps = FieldOwnProps & { as?: 'input' } & Omit<ComponentPropsWithRef<'input'>, 'className'>;
type TextAreaFieldProps = FieldOwnProps & { as: 'textarea' } & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;
type SelectFieldProps = FieldOwnProps & { as: 'select' } & Omit<ComponentPropsWithRef<'select'>, 'className'>;

export type FieldProps = InputFieldProps | TextAreaFieldProps | SelectFieldProps;

/** A labelled form control with hint and error text; ids are generated and wired. */
export function Field(props: FieldProps) {
  const intl = useDisplayIntl();
  const generatedId = useId();
  const { label, error, hint, optional, hideLabel, className, id: givenId, ...rest } = props;
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field__control',
  };

  let control: ReactNode;
  if (rest.as === 'textarea') {
    const { as: _as, ...textarea } = rest;
    control = <textarea {...textarea} {...controlProps} />;
  } else if (rest.as === 'select') {
    const { as: _as, ...select } = rest;
    control = <select {...select} {...controlProps} />;
  } else {
    const { as: _as, ...input } = rest;
    control = <input {...input} {...controlProps} />;
  }

  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'sr-only' : 'field__label'} htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {intl.formatMessage(M.optional)}</span>}
      </label>
      {control}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
