import { useState, type FormEvent } from 'react';
import { messageOr } from '../lib/errors';
import { Field } from './Field';
import type { FormModalForm } from './FormModal';
import { useToast } from './Toast';

export interface ReasonFormProps {
  form: FormModalForm;
  /** The text field's label, e.g. "Reason". */
  label: string;
  rows: number;
  maxLength: number;
  /** Under the field; a function of the text for a live count. */
  hint?: string | ((text: string) => string);
  required?: boolean;
  /** Why the trimmed text cannot be sent, or null when it can. */
  check: (text: string) => string | null;
  /** Sends the trimmed text. */
  send: (text: string) => Promise<unknown>;
  /** The toast once it is sent. */
  sentText: string;
  /** Shown under the field when sending fails and the server gave no reason. */
  failedText: string;
}

/**
 * The form of a FormModal that asks for one text and sends it (a report's reason, a suspension's
 * reason, a dispute, a resolution's note): checked before sending, the server's refusal shown
 * under the field, a toast once sent.
 */
export function ReasonForm({
  form,
  label,
  rows,
  maxLength,
  hint,
  required,
  check,
  send,
  sentText,
  failedText,
}: ReasonFormProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = check(trimmed);
    setError(problem);
    if (problem) return;
    form.onSending(true);
    try {
      await send(trimmed);
      toast.success(sentText);
      form.onDone();
    } catch (e) {
      form.onSending(false);
      setError(messageOr(e, failedText));
    }
  };

  return (
    <form id={form.formId} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        as="textarea"
        label={label}
        hint={typeof hint === 'function' ? hint(text) : hint}
        error={error}
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        required={required}
      />
    </form>
  );
}
