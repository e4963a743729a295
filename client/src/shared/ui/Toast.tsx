import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Icon, type IconName } from './Icon';
import { KEEP_ACCESSIBLE_ATTR } from './Modal';
import './ui.css';
import { useDisplayIntl } from '../i18n/displayLanguage';
import { defineMessages } from 'react-intl';

const M = defineMessages({ dismiss: { id: 'ui.toast.dismiss', defaultMessage: 'Dismiss notification' } });

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export const DEFAULT_TOAST_DURATION = 4000;

const noSubscription = () => () => {};

export interface ToastOptions {
  /** Milliseconds before it disappears; 0 keeps it until dismissed. */
  duration?: number;
}

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastApi {
  show: (kind: ToastKind, message: string, options?: ToastOptions) => number;
  success: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  warning: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastKind, IconName> = {
  success: 'checkCircle',
  error: 'alert',
  warning: 'warning',
  info: 'info',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useDisplayIntl();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string, options?: ToastOptions) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, message }]);
      const duration = options?.duration ?? DEFAULT_TOAST_DURATION;
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  // The region is made in the browser only: while main.tsx hydrates the prerendered landing there
  // is none in the server's HTML, and a portal during hydration would be a mismatch.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated &&
        createPortal(
          <div className="toast-viewport" {...{ [KEEP_ACCESSIBLE_ATTR]: '' }}>
            {toasts.map((toast) => (
              <div
                key={toast.id}
                // Errors and warnings interrupt; success and info are announced politely.
                role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
                className={`toast toast--${toast.kind}`}
              >
                <Icon name={ICONS[toast.kind]} className="toast__icon" />
                <p className="toast__message">{toast.message}</p>
                <button
                  type="button"
                  className="toast__close ui-inline-center"
                  aria-label={intl.formatMessage(M.dismiss)}
                  onClick={() => dismiss(toast.id)}
                >
                  <Icon name="close" size={16} />
                </button>
              </div>
            ))}
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
