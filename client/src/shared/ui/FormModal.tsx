import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { Modal, type ModalProps } from './Modal';
import { defineMessage } from 'react-intl';
import { useDisplayIntl } from '../i18n/displayLanguage';

const CANCEL = defineMessage({ id: 'ui.cancel', defaultMessage: 'Cancel' });

/** What the form inside a FormModal gets: the id its submit button targets, and two callbacks. */
export interface FormModalForm {
  formId: string;
  /** The form reports its request in flight: the submit button shows it. */
  onSending: (sending: boolean) => void;
  /** The form is done (sent): the dialog closes. */
  onDone: () => void;
}

/** Keys the form: every opening for another subject gets a fresh form (and fresh state). */
type SubjectKey<T> = [T] extends [{ id: string }]
  ? { /** By default the subject's id. */ subjectKey?: (subject: T) => string }
  : { subjectKey: (subject: T) => string };

export type FormModalProps<T> = FormModalBaseProps<T> & SubjectKey<T>;

interface FormModalBaseProps<T> {
  /** What the form is about; null keeps the dialog closed. */
  subject: T | null;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  description?: (subject: T) => ReactNode;
  submitLabel: string;
  submitIcon: IconName;
  /** `danger` for an action that cannot be undone, in the colour of the button that opened it. */
  submitVariant?: 'primary' | 'danger';
  /** Replaces the default submit button (e.g. one disabled for a reason the form explains). */
  renderSubmit?: (subject: T, form: { formId: string; sending: boolean }) => ReactNode;
  children: (subject: T, form: FormModalForm) => ReactNode;
}

/**
 * A dialog around one form whose submit button sits in the footer (Request Exchange, Schedule
 * Session, Write a Testimonial): Cancel and submit, the submit button tied to the form by id and
 * showing the request in flight, the form re-created for each subject.
 */
export function FormModal<T>(props: FormModalProps<T>) {
  const {
    subject,
    onClose,
    title,
    size = 'sm',
    description,
    submitLabel,
    submitIcon,
    submitVariant = 'primary',
    renderSubmit,
    children,
  } = props;
  const intl = useDisplayIntl();
  const subjectKey: (subject: T) => string = props.subjectKey ?? ((s) => (s as { id: string }).id);
  const formId = useId();
  const [sending, setSending] = useState(false);
  const close = () => {
    setSending(false);
    onClose();
  };
  return (
    <Modal
      open={subject !== null}
      onClose={close}
      title={title}
      size={size}
      description={subject !== null && description ? description(subject) : undefined}
      footer={
        subject !== null && (
          <>
            <Button variant="secondary" onClick={close}>
              {intl.formatMessage(CANCEL)}
            </Button>
            {renderSubmit ? (
              renderSubmit(subject, { formId, sending })
            ) : (
              <Button
                type="submit"
                form={formId}
                variant={submitVariant}
                loading={sending}
                icon={<Icon name={submitIcon} size={16} />}
              >
                {submitLabel}
              </Button>
            )}
          </>
        )
      }
    >
      {subject !== null && (
        <Fragment key={subjectKey(subject)}>
          {children(subject, { formId, onSending: setSending, onDone: close })}
        </Fragment>
      )}
    </Modal>
  );
}
