import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { tabbableElements, trapTabKey } from './focus';
import { Icon } from './Icon';
import './ui.css';
import { useDisplayIntl } from '../i18n/displayLanguage';
import { defineMessages } from 'react-intl';

const M = defineMessages({ close: { id: 'ui.modal.close', defaultMessage: 'Close' } });

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** false: no close button, Escape and overlay clicks do nothing (e.g. mandatory onboarding). */
  dismissible?: boolean;
  /** Element to focus on open; defaults to the first tabbable element of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/** Attribute for body-level nodes that stay reachable while a modal is open (the toast region). */
export const KEEP_ACCESSIBLE_ATTR = 'data-keep-accessible';

// Open modals, newest last: only the top one reacts to Escape and owns focus.
const modalStack: symbol[] = [];

/**
 * Hides everything beside the dialog from assistive technology and pointer/keyboard
 * (aria-hidden + inert), so that only the dialog is perceivable. Returns the undo.
 */
function isolate(dialogRoot: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el === dialogRoot || el.hasAttribute(KEEP_ACCESSIBLE_ATTR) || el.hasAttribute('aria-hidden')) continue;
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
    el.setAttribute('aria-hidden', 'true');
    el.setAttribute('inert', '');
    changed.push(el);
  }
  return () => {
    for (const el of changed) {
      el.removeAttribute('aria-hidden');
      el.removeAttribute('inert');
    }
  };
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const intl = useDisplayIntl();
  const titleId = useId();
  const descriptionId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const key = Symbol('modal');
    modalStack.push(key);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const undoIsolation = rootRef.current ? isolate(rootRef.current) : () => {};
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const target =
      initialFocusRef?.current ??
      (bodyRef.current && tabbableElements(bodyRef.current)[0]) ??
      (dialogRef.current && tabbableElements(dialogRef.current)[0]) ??
      dialogRef.current;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (modalStack[modalStack.length - 1] !== key) return;
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = modalStack.indexOf(key);
      if (index >= 0) modalStack.splice(index, 1);
      undoIsolation();
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
    // Runs once per opening; the latest onClose is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus and isolation are set up once per opening, not again when a caller passes a new ref object
  }, []);

  // A body that scrolls but holds nothing focusable must itself be a tab stop, or keyboard users
  // cannot scroll it (axe: scrollable-region-focusable). Once it holds tab stops it stays
  // focusable (-1), only out of the Tab order: a keyboard user on it when content with links
  // arrives (a thread's messages loading after a skeleton) keeps focus in the dialog, where a
  // removed tabindex would drop focus to the page behind it.
  const [bodyNeedsTabStop, setBodyNeedsTabStop] = useState(false);
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    // Any overflow counts (axe flags even one pixel of it).
    const measure = () =>
      setBodyNeedsTabStop(
        (body.scrollHeight > body.clientHeight || body.scrollWidth > body.clientWidth) &&
          tabbableElements(body).length === 0,
      );
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [children]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (dialogRef.current) trapTabKey(event, dialogRef.current);
  };

  return createPortal(
    <div
      ref={rootRef}
      className="modal-overlay"
      onMouseDown={(event) => {
        pressStartedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (dismissible && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
        pressStartedOnOverlay.current = false;
      }}
      data-testid="modal-overlay"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        onKeyDown={trapTab}
      >
        <header className="modal__header">
          <div>
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="modal__description">
                {description}
              </p>
            )}
          </div>
          {dismissible && (
            <button
              type="button"
              className="modal__close ui-inline-center"
              aria-label={intl.formatMessage(M.close)}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          )}
        </header>
        <div ref={bodyRef} className="modal__body" tabIndex={bodyNeedsTabStop ? 0 : -1}>
          {children}
        </div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
