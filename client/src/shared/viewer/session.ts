import type { SessionUserFragment } from '../../gql/graphql';
import { forgetTabView, rememberSignedOutReason, type SignedOutReason } from './tabView';

/**
 * The browser-side session: the access token in localStorage, and beside it the stored user — a
 * copy that the app writes FROM the Apollo cache (app/viewer.ts) and reads only at start-up, to
 * drop what cannot be trusted (readStoredSession) and to show the shell before the first
 * answer. While the app runs, the member and their balance are read from the cache, nowhere else.
 * React follows the token through useSession (useSyncExternalStore); the Apollo links read getToken().
 */
export type SessionUser = SessionUserFragment;

export interface Session {
  token: string | null;
  /** The stored user as the start checks (or the sign-in) left it; not kept current while the app runs. */
  user: SessionUser | null;
}

export const TOKEN_KEY = 'energy-exchange.accessToken';
export const USER_KEY = 'energy-exchange.user';

/** A JWT has exactly three dot-separated, non-empty segments. */
export function isWellFormedToken(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = value.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

export function isUsableUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const { id, email } = value as { id?: unknown; email?: unknown };
  return typeof id === 'string' && id.length > 0 && typeof email === 'string' && email.length > 0;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives for this page only
  }
}

/**
 * Reads the stored session and discards what cannot be trusted: a token without three
 * dot-separated parts (the user goes with it), a user lacking id or email.
 */
export function readStoredSession(storage: Storage | null = safeStorage()): Session {
  if (!storage) return { token: null, user: null };
  const rawToken = storage.getItem(TOKEN_KEY);
  const token = isWellFormedToken(rawToken) ? rawToken : null;
  if (!token) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    return { token: null, user: null };
  }
  let user: SessionUser | null = null;
  const rawUser = storage.getItem(USER_KEY);
  if (rawUser) {
    try {
      const parsed: unknown = JSON.parse(rawUser);
      if (isUsableUser(parsed)) user = parsed;
    } catch {
      // unreadable JSON is treated like a user lacking id and email
    }
  }
  if (!user) storage.removeItem(USER_KEY);
  return { token, user };
}

let current: Session = { token: null, user: null };
let started = false;
const listeners = new Set<() => void>();

function emit(next: Session) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Runs the start checks once; later calls return the live session. */
export function startSession(storage: Storage | null = safeStorage()): Session {
  if (!started) {
    current = readStoredSession(storage);
    started = true;
  }
  return current;
}

export function getSession(): Session {
  return started ? current : startSession();
}

export function getToken(): string | null {
  return getSession().token;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A sign-in: the token and the member its answer carried. */
export function saveSession(token: string, user: SessionUser): void {
  const storage = safeStorage();
  storage?.setItem(TOKEN_KEY, token);
  storage?.setItem(USER_KEY, JSON.stringify(user));
  forgetTabView(); // a sign-in starts on Discover, whatever this tab showed before
  started = true;
  emit({ token, user });
}

/**
 * Writes the stored user — called only with what the Apollo cache holds for the viewer
 * (app/viewer.ts). Nobody is notified: while the app runs the cache is what views read. Ignored
 * when signed out.
 */
export function storeUser(user: SessionUser): void {
  const { token } = getSession();
  if (!token) return;
  safeStorage()?.setItem(USER_KEY, JSON.stringify(user));
  current.user = user; // the same snapshot: no re-render of the token's readers
}

/**
 * Logout, or the server said the token is no longer valid; `reason` when the home page should
 * say why (the account was deleted, or suspended).
 */
export function clearSession(reason?: SignedOutReason): void {
  if (reason) rememberSignedOutReason(reason);
  const storage = safeStorage();
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_KEY);
  forgetTabView();
  const wasSignedIn = getSession().token !== null || current.user !== null;
  started = true;
  if (wasSignedIn) emit({ token: null, user: null });
}

/** Test helper: forget the in-memory copy so the next read runs the start checks again. */
export function resetSessionForTests(): void {
  started = false;
  current = { token: null, user: null };
  listeners.clear();
}
