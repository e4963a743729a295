/**
 * Chromium's install prompt: `beforeinstallprompt` can fire before React has rendered anything,
 * so it is captured from start-up (main.tsx) and kept here until the banner's Install button uses
 * it. It is not part of TypeScript's DOM types.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptState {
  /** The deferred prompt; each can be shown once. */
  prompt: BeforeInstallPromptEvent | null;
  /** `appinstalled` fired: the banner has nothing left to offer. */
  installed: boolean;
}

let state: InstallPromptState = { prompt: null, installed: false };
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;

function set(next: Partial<InstallPromptState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Starts listening (idempotent). */
export function captureInstallPrompt(target: Window = window): void {
  if (detach) return;
  const onPrompt = (event: Event) => {
    // Keep the browser's own mini-infobar away: the banner offers installation itself.
    event.preventDefault();
    set({ prompt: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => set({ prompt: null, installed: true });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  detach = () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

export function getInstallPromptState(): InstallPromptState {
  return state;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog once; resolves whether the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const { prompt } = state;
  if (!prompt) return false;
  set({ prompt: null });
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome === 'accepted') set({ installed: true });
  return choice.outcome === 'accepted';
}

/** Test helper. */
export function resetInstallPromptForTests(): void {
  detach?.();
  detach = null;
  state = { prompt: null, installed: false };
  listeners.clear();
}
