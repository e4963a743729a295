import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
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

export const PUSH_MESSAGES = defineMessages({
  on: { id: 'settings.push.on', defaultMessage: 'Push notifications are on for this device' },
  removed: { id: 'settings.push.removed', defaultMessage: 'Device removed' },
  failed: { id: 'settings.push.failed', defaultMessage: 'Could not turn push on. Please try again.' },
  removeFailed: { id: 'settings.push.removeFailed', defaultMessage: 'Could not remove the device. Please try again.' },
});

const STATUS = defineMessages({
  serverOff: { id: 'settings.push.serverOff', defaultMessage: 'Push notifications are not available on this server.' },
  unsupported: { id: 'settings.push.unsupported', defaultMessage: 'This browser cannot receive push notifications.' },
  blocked: {
    id: 'settings.push.blockedStatus',
    defaultMessage: 'Notifications are blocked for this site: allow them in your browser’s settings to turn push on.',
  },
  thisOn: { id: 'settings.push.thisOn', defaultMessage: 'Push is on for this device.' },
  offer: {
    id: 'settings.push.offer',
    defaultMessage: 'Get a notification on this device when something needs you, even when the app is closed.',
  },
});

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

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
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(iso, DAY);

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
      toast.success(intl.formatMessage(PUSH_MESSAGES.on));
    } catch (error) {
      // The browser's own refusals (no permission, no service worker) say what to do.
      toast.error(
        error instanceof PushUnavailable
          ? intl.formatMessage(error.text)
          : messageOr(error, intl.formatMessage(PUSH_MESSAGES.failed)),
      );
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
      toast.success(intl.formatMessage(PUSH_MESSAGES.removed));
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(PUSH_MESSAGES.removeFailed)));
    } finally {
      setRemoving(null);
    }
  };

  let status: MessageDescriptor;
  if (key.error) status = STATUS.serverOff;
  else if (!pushSupported()) status = STATUS.unsupported;
  else if (notificationsBlocked()) status = STATUS.blocked;
  else if (thisOn) status = STATUS.thisOn;
  else status = STATUS.offer;

  return (
    <section className="push-devices" aria-labelledby="push-devices-heading">
      <h3 id="push-devices-heading" className="settings-heading">
        <FormattedMessage id="settings.push.title" defaultMessage="Push on your devices" />
      </h3>
      <p className="settings-intro">{intl.formatMessage(status)}</p>
      {publicKey && pushSupported() && !notificationsBlocked() && !thisOn && (
        <Button variant="secondary" loading={adding} onClick={() => void turnOn()}>
          <FormattedMessage id="settings.push.turnOn" defaultMessage="Turn on push on this device" />
        </Button>
      )}
      {list.length > 0 && (
        <ul
          className="push-devices__list"
          aria-label={intl.formatMessage({ id: 'settings.push.list', defaultMessage: 'Devices with push on' })}
        >
          {list.map((d) => (
            <li key={d.id} className="push-devices__item ui-row ui-row--between">
              <div>
                <span className="push-devices__name">
                  {d.browser}
                  {d.id === thisDevice && (
                    <FormattedMessage
                      id="settings.push.thisDevice"
                      defaultMessage="<this> · this device</this>"
                      values={{ this: (chunks) => <span className="push-devices__this">{chunks}</span> }}
                    />
                  )}
                </span>
                <span className="push-devices__meta">
                  {d.lastUsedAt ? (
                    <FormattedMessage
                      id="settings.push.addedUsed"
                      defaultMessage="Added {added} · last used {used}"
                      values={{ added: day(d.createdAt), used: day(d.lastUsedAt) }}
                    />
                  ) : (
                    <FormattedMessage
                      id="settings.push.addedUnused"
                      defaultMessage="Added {added} · not used yet"
                      values={{ added: day(d.createdAt) }}
                    />
                  )}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                loading={removing === d.id}
                aria-label={
                  d.id === thisDevice
                    ? intl.formatMessage(
                        { id: 'settings.push.removeThis', defaultMessage: 'Remove {browser} (this device)' },
                        { browser: d.browser },
                      )
                    : intl.formatMessage(
                        { id: 'settings.push.removeDevice', defaultMessage: 'Remove {browser}' },
                        { browser: d.browser },
                      )
                }
                onClick={() => void removeDevice(d.id)}
              >
                <FormattedMessage id="settings.push.remove" defaultMessage="Remove" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
