import { arrayOf, dateTime, int, nullable, obj, ref, str, uuid } from './shapes.js';

const PushPublicKey = obj({
  public_key: str({
    description:
      "The server's VAPID public key (RFC 8292), base64url: the browser's `pushManager.subscribe({applicationServerKey})` takes it.",
  }),
});

const PushSubscription = obj({
  id: uuid(),
  browser: str({
    description: 'Which browser on which system, e.g. "Chrome on Android", read when push was turned on.',
  }),
  created_at: dateTime('When push was turned on for it.'),
  last_used_at: nullable(dateTime('When a push last reached its push service; null before the first.')),
});

const PushSubscriptionPage = obj({
  subscriptions: arrayOf(ref(PushSubscription)),
  total: int({ minimum: 0 }),
  next_cursor: nullable(str()),
});

/** The schemas of the push routes (docs/notifications.md). */
export const pushSchemas = { PushPublicKey, PushSubscription, PushSubscriptionPage };
