/**
 * The signed-in view this browser tab was on, so a reload brings a member back to it (Browse
 * Coaches, My Sessions…) instead of Discover. Not a router (views switch by internal
 * state, the address never changes): one value in sessionStorage, which is per tab, so a new tab
 * still opens on Discover. A sign-in or sign-out forgets it (session.ts), so the next member
 * starts on Discover too. Validating the value is the shell's job: it knows the views.
 */
export const TAB_VIEW_KEY = 'energy-exchange.view';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: every reload starts on Discover
  }
}

export function readTabView(): string | null {
  try {
    return tabStorage()?.getItem(TAB_VIEW_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberTabView(view: string): void {
  try {
    tabStorage()?.setItem(TAB_VIEW_KEY, view);
  } catch {
    // storage full or refused: the view is simply not remembered
  }
}

export function forgetTabView(): void {
  try {
    tabStorage()?.removeItem(TAB_VIEW_KEY);
  } catch {
    // nothing was stored
  }
}

/**
 * Why this tab was signed out, when the member should be told on the home page: their account
 * was deleted here, or suspended while the tab was open. Told once: read in render, forgotten after
 * the commit (a render that suspends and is run again must find it still).
 */
export type SignedOutReason = 'deleted' | 'suspended';
const SIGNED_OUT_KEY = 'energy-exchange.signedOut';

export function rememberSignedOutReason(reason: SignedOutReason): void {
  try {
    tabStorage()?.setItem(SIGNED_OUT_KEY, reason);
  } catch {
    // storage refused: the home page simply says nothing
  }
}

/** The remembered reason, left in place: a render may be thrown away and run again. */
export function signedOutReason(): SignedOutReason | null {
  try {
    const value = tabStorage()?.getItem(SIGNED_OUT_KEY) ?? null;
    return value === 'deleted' || value === 'suspended' ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the reason once the page that tells it is on screen (an effect, after the commit). */
export function forgetSignedOutReason(): void {
  try {
    tabStorage()?.removeItem(SIGNED_OUT_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
