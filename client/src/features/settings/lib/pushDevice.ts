import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * This browser's side of Web Push: its push subscription, made only after the member clicks
 * (the permission prompt never opens by itself), and the id the server gave this device, kept so
 * Settings can say which of the listed devices is this one.
 */
export const THIS_DEVICE_KEY = 'energy-exchange.push-device';

/** How long to wait for the app's service worker before saying push cannot start here. */
const WORKER_WAIT_MS = 10_000;

const UNAVAILABLE = defineMessages({
  noWorker: {
    id: 'settings.push.noWorker',
    defaultMessage: 'Push needs the app to be installed in this browser: reload the page and try again.',
  },
  unsupported: { id: 'settings.push.unsupported', defaultMessage: 'This browser cannot receive push notifications.' },
  blocked: {
    id: 'settings.push.blocked',
    defaultMessage: 'Notifications are blocked for this site: allow them in your browser’s settings.',
  },
  noAddress: { id: 'settings.push.noAddress', defaultMessage: 'This browser gave no push address.' },
});

/** The browser's own refusal, with the message that says what to do (shown in the reader's language). */
export class PushUnavailable extends Error {
  constructor(readonly text: MessageDescriptor) {
    // The English words, for logs; the screen shows `text` in the reader's language.
    super(typeof text.defaultMessage === 'string' ? text.defaultMessage : String(text.id));
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export function notificationsBlocked(): boolean {
  return pushSupported() && Notification.permission === 'denied';
}

export function readThisDevice(): string | null {
  try {
    return localStorage.getItem(THIS_DEVICE_KEY);
  } catch {
    return null;
  }
}

export function rememberThisDevice(id: string | null): void {
  try {
    if (id) localStorage.setItem(THIS_DEVICE_KEY, id);
    else localStorage.removeItem(THIS_DEVICE_KEY);
  } catch {
    // storage refused: the list simply does not mark this device
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new PushUnavailable(UNAVAILABLE.noWorker)), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** Asks the browser's permission (after the member's click) and subscribes with the server's key. */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  if (!pushSupported()) throw new PushUnavailable(UNAVAILABLE.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(UNAVAILABLE.blocked);
  const { pushManager } = await registration();
  const key = keyBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  // A subscription made for another server key (the server's keys changed) cannot be reused.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushUnavailable(UNAVAILABLE.noAddress);
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Ends this browser's subscription (push turned off for this device). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const current = await navigator.serviceWorker.getRegistration();
  const subscription = await current?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
