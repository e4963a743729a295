import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capture, renderWithProviders } from '../../../test/render';
import { AddPushDeviceMutation, PushDevicesQuery, PushPublicKeyQuery, RemovePushDeviceMutation } from '../operations';
import { THIS_DEVICE_KEY } from '../lib/pushDevice';
import { PushDevicesPanel } from './PushDevicesPanel';

const device = (id: string, browser: string, lastUsedAt: string | null = null) => ({
  __typename: 'PushDevice',
  id,
  browser,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt,
});
const devices = (...nodes: ReturnType<typeof device>[]) => ({
  request: { query: PushDevicesQuery },
  result: { data: { pushDevices: { __typename: 'PushDeviceConnection', totalCount: nodes.length, nodes } } },
});
const KEY = 'BPk2dGVzdC1rZXk';
const publicKey = { request: { query: PushPublicKeyQuery }, result: { data: { pushPublicKey: KEY } } };

/**
 * The browser's push edge, as jsdom has none: a permission prompt that answers `permission`, and a
 * service worker whose push manager hands out one subscription.
 */
function fakeBrowserPush(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  const subscription = {
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BPub', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return { requestPermission, pushManager, subscription };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushDevicesPanel', () => {
  it('asks the permission only on the click, subscribes with the server key and lists this device', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowserPush('granted');
    const sent: unknown[] = [];
    renderWithProviders(<PushDevicesPanel />, [
      publicKey,
      devices(device('d-old', 'Firefox on Windows', '2026-11-25T08:00:00.000Z')),
      {
        request: { query: AddPushDeviceMutation, variables: capture(sent) },
        result: { data: { addPushDevice: device('d-new', 'Chrome on Android') } },
      },
    ]);
    const turnOn = await screen.findByRole('button', { name: 'Turn on push on this device' });
    expect(browser.requestPermission).not.toHaveBeenCalled(); // never on load
    await user.click(turnOn);
    expect(await screen.findByText('Push notifications are on for this device')).not.toBeNull();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(sent).toEqual([
      { subscription: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BPub', auth: 'secret' } } },
    ]);
    const list = screen.getByRole('list', { name: 'Devices with push on' });
    await waitFor(() => expect(list.textContent).toContain('Chrome on Android · this device'));
    expect(list.textContent).toContain('Firefox on Windows');
    expect(localStorage.getItem(THIS_DEVICE_KEY)).toBe('d-new');
    expect(screen.getByText('Push is on for this device.')).not.toBeNull();
  });

  it('says so when the browser blocks notifications, and subscribes nothing', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowserPush('denied');
    renderWithProviders(<PushDevicesPanel />, [publicKey, devices()]);
    await user.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).not.toBeNull();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('removes a device from the list; removing this one also ends its browser subscription', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowserPush('granted');
    localStorage.setItem(THIS_DEVICE_KEY, 'd-this');
    renderWithProviders(<PushDevicesPanel />, [
      publicKey,
      devices(device('d-this', 'Chrome on Linux'), device('d-other', 'Safari on iOS')),
      {
        request: { query: RemovePushDeviceMutation, variables: { id: 'd-this' } },
        result: { data: { removePushDevice: 'd-this' } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux (this device)' }));
    expect(await screen.findByText('Device removed')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove Chrome on Linux/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Safari on iOS' })).not.toBeNull();
    expect(localStorage.getItem(THIS_DEVICE_KEY)).toBeNull();
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled(); // getSubscription() had none to end
    expect(browser.pushManager.getSubscription).toHaveBeenCalled();
  });

  it('says push is not available when the server has no keys', async () => {
    renderWithProviders(<PushDevicesPanel />, [
      { request: { query: PushPublicKeyQuery }, error: new Error('Push notifications are not available') },
      devices(),
    ]);
    expect(await screen.findByText('Push notifications are not available on this server.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on push on this device' })).toBeNull();
  });
});
