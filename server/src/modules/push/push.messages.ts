import { defineMessages } from '@formatjs/intl';

/** Push's refusals: a browser's subscription that is not one, a member's device limit, a device not theirs. */
export const PushMessages = defineMessages({
  unavailable: { id: 'push.unavailable', defaultMessage: 'Push notifications are not available on this server' },
  endpoint: { id: 'push.device.endpoint', defaultMessage: 'endpoint must be the https address of a push service' },
  publicKey: {
    id: 'push.device.publicKey',
    defaultMessage: 'keys.p256dh must be the browser’s P-256 public key (base64url)',
  },
  secret: { id: 'push.device.secret', defaultMessage: 'keys.auth must be the browser’s 16-byte secret (base64url)' },
  tooMany: {
    id: 'push.device.tooMany',
    defaultMessage: 'Push is on for {max, number} devices already: remove one first',
  },
  notFound: { id: 'push.device.notFound', defaultMessage: 'Device not found' },
});
