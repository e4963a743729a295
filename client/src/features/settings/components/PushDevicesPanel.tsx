import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { AddPushDeviceMutation, PushDevicesQuery, PushPublicKeyQuery, RemovePushDeviceMutation } from '../operations';
import {
  notificationsBlocked,
  PushUnavailable,
  pushSupported,
  readThisDevice,
  rememberThisDevice,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../lib/pushDevice';

export const PUSH_MESSAGES = {
  on: 'Push notifications are on for this device',
  removed: 'Device removed',
  failed: 'Could not turn push on. Please try again.',
  removeFailed: 'Could not remove the device. Please try again.',
} as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Settings › Notifications, "Push on your devices": turn push on for this browser (the browser's
 * permission prompt opens only from this click), and the devices with push on, each with Remove.
 * Which kinds are pushed is chosen per kind below, beside the email choices.
 */
export function PushDevicesPanel() {
  const key = useQuery(PushPublicKeyQuery);
  const devices = useQuery(PushDevicesQuery);
  const [add, { loading: adding }] = useMutation(AddPushDeviceMutation);
  const [remove] = useMutation(RemovePushDeviceMutation);
  const [thisDevice, setThisDevice] = useState(readThisDevice);
  const [removing, setRemoving] = useState<string | null>(null);
  const toast = useToast();

  const publicKey = key.data?.pushPublicKey;
  const list = devices.data?.pushDevices.nodes ?? [];
  const thisOn = thisDevice !== null && list.some((d) => d.id === thisDevice);

  const turnOn = async () => {
    try {
      const subscription = await subscribeThisBrowser(publicKey!);
      const result = await add({
        variables: { subscription },
        update: (cache, answer) => {
          const device = answer.data?.addPushDevice;
          if (!device) return;
          cache.updateQuery({ query: PushDevicesQuery }, (data) =>
            data && !data.pushDevices.nodes.some((d) => d.id === device.id)
              ? {
                  pushDevices: {
                    ...data.pushDevices,
                    totalCount: data.pushDevices.totalCount + 1,
                    nodes: [device, ...data.pushDevices.nodes],
                  },
                }
              : data,
          );
        },
      });
      const id = result.data?.addPushDevice.id;
      if (!id) throw new Error('No answer');
      rememberThisDevice(id);
      setThisDevice(id);
      toast.success(PUSH_MESSAGES.on);
    } catch (error) {
      // The browser's own refusals (no permission, no service worker) say what to do.
      toast.error(error instanceof PushUnavailable ? error.message : messageOr(error, PUSH_MESSAGES.failed));
    }
  };

  const removeDevice = async (id: string) => {
    setRemoving(id);
    try {
      await remove({
        variables: { id },
        update: (cache) => {
          cache.updateQuery({ query: PushDevicesQuery }, (data) =>
            data
              ? {
                  pushDevices: {
                    ...data.pushDevices,
                    totalCount: Math.max(0, data.pushDevices.totalCount - 1),
                    nodes: data.pushDevices.nodes.filter((d) => d.id !== id),
                  },
                }
              : data,
          );
        },
      });
      if (id === thisDevice) {
        await unsubscribeThisBrowser().catch(() => {});
        rememberThisDevice(null);
        setThisDevice(null);
      }
      toast.success(PUSH_MESSAGES.removed);
    } catch (error) {
      toast.error(messageOr(error, PUSH_MESSAGES.removeFailed));
    } finally {
      setRemoving(null);
    }
  };

  let status: string;
  if (key.error) status = 'Push notifications are not available on this server.';
  else if (!pushSupported()) status = 'This browser cannot receive push notifications.';
  else if (notificationsBlocked())
    status = 'Notifications are blocked for this site: allow them in your browser’s settings to turn push on.';
  else if (thisOn) status = 'Push is on for this device.';
  else status = 'Get a notification on this device when something needs you, even when the app is closed.';

  return (
    <section className="push-devices" aria-labelledby="push-devices-heading">
      <h3 id="push-devices-heading" className="settings-heading">
        Push on your devices
      </h3>
      <p className="settings-intro">{status}</p>
      {publicKey && pushSupported() && !notificationsBlocked() && !thisOn && (
        <Button variant="secondary" loading={adding} onClick={() => void turnOn()}>
          Turn on push on this device
        </Button>
      )}
      {list.length > 0 && (
        <ul className="push-devices__list" aria-label="Devices with push on">
          {list.map((d) => (
            <li key={d.id} className="push-devices__item ui-row ui-row--between">
              <div>
                <span className="push-devices__name">
                  {d.browser}
                  {d.id === thisDevice && <span className="push-devices__this"> · this device</span>}
                </span>
                <span className="push-devices__meta">
                  Added {day(d.createdAt)} · {d.lastUsedAt ? `last used ${day(d.lastUsedAt)}` : 'not used yet'}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                loading={removing === d.id}
                aria-label={`Remove ${d.browser}${d.id === thisDevice ? ' (this device)' : ''}`}
                onClick={() => void removeDevice(d.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
