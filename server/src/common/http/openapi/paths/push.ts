import { componentSchemas as S } from '../components.js';
import { confirmation, ref } from '../shapes.js';
import { routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { pushSubscriptionId } from './resources.js';

export const pushPaths = routes('Notifications and demo data', {
  'GET /push/public-key': {
    summary: "The server's VAPID public key",
    description:
      'What a browser needs to turn push on. Public: it is the public half. 503 when push is off on this server (production without VAPID keys).',
    access: 'public',
    ok: { description: 'The key.', schema: ref(S.PushPublicKey) },
    errors: { 503: '`Push notifications are not available on this server`.' },
  },
  'GET /push/subscriptions': {
    summary: 'My devices with push on',
    description: 'Newest first. Only mine; the push addresses and keys are never shown.',
    access: 'member',
    ...pagedList({ schema: S.PushSubscriptionPage, description: 'A page of my devices.' }),
  },
  'POST /push/subscriptions': {
    summary: 'Turn push on for this device',
    description:
      "The browser's PushSubscription as `toJSON()` gives it. The same address again updates its keys (and moves it to me if someone else had it); the browser is read from the User-Agent.",
    access: 'member',
    body: { input: 'PushSubscriptionInput' },
    ok: { status: 201, description: 'The device, push on.', schema: ref(S.PushSubscription) },
    errors: {
      400: 'An endpoint that is not an https push address, or keys of the wrong size.',
      409: '`Push is on for 20 devices already: remove one first`.',
      503: '`Push notifications are not available on this server`.',
    },
  },
  'DELETE /push/subscriptions/{id}': {
    summary: 'Turn push off for a device',
    description: 'Its queued pushes are dropped.',
    access: 'member',
    params: pushSubscriptionId,
    ok: { description: 'Removed.', schema: confirmation('Device removed') },
  },
});
