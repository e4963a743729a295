import type { ItemToOpen } from '../shared/lib/shellNavigation';

/**
 * Address parameters read once at start. There is no router: they only choose the
 * first screen or trigger a one-off action.
 */
export interface PaymentReturn {
  sessionId: string;
}

export interface StartParams {
  /** ?ref=CODE prefills the full-page sign-up. */
  referralCode: string | null;
  /** ?admin=true opens the admin view first (once the admin access check succeeds). */
  openAdmin: boolean;
  /** ?session_id=…&upgrade=success: back from the premium checkout. */
  paymentReturn: PaymentReturn | null;
  /** ?upgrade=cancelled: back from an abandoned checkout; only the address is cleaned. */
  upgradeCancelled: boolean;
  /**
   * ?view=requests: the view a click on a push notification opens (public/push-sw.js). Only the
   * views a push can be about; anything else is ignored.
   */
  openView: PushView | null;
  /**
   * ?view=requests&request=<id> (or question=<id>; ?view=sessions&group_session=<id>): the item of
   * that view a push's click opens — the request's card with its thread, or the thread. Only with
   * the view that holds it, and only an id.
   */
  openItem: ItemToOpen | null;
}

/** The views a push notification's click may open (the server's `view` of each kind). */
export const PUSH_VIEWS = ['requests', 'sessions', 'testimonials', 'matches', 'notifications'] as const;
export type PushView = (typeof PUSH_VIEWS)[number];

export const START_PARAM_NAMES = {
  referral: 'ref',
  admin: 'admin',
  sessionId: 'session_id',
  upgrade: 'upgrade',
  view: 'view',
} as const;

/** Each item's own parameter (the server's push link, server/src/modules/push), and the view that holds it. */
const ITEM_PARAMS: ReadonlyArray<{ name: string; kind: ItemToOpen['kind']; view: PushView }> = [
  { name: 'request', kind: 'request', view: 'requests' },
  { name: 'question', kind: 'question', view: 'requests' },
  { name: 'group_session', kind: 'groupSession', view: 'sessions' },
];

/** An id as the server writes them (a UUID): only compared with the ids of the cards on screen. */
const ITEM_ID = /^[\w-]{1,64}$/;

function itemOf(params: URLSearchParams, view: PushView | null): ItemToOpen | null {
  for (const { name, kind, view: holder } of ITEM_PARAMS) {
    const id = params.get(name);
    if (id !== null) return view === holder && ITEM_ID.test(id) ? { kind, id } : null;
  }
  return null;
}

export function readStartParams(search: string): StartParams {
  const params = new URLSearchParams(search);
  const ref = params.get(START_PARAM_NAMES.referral)?.trim();
  const sessionId = params.get(START_PARAM_NAMES.sessionId)?.trim();
  const openView = PUSH_VIEWS.find((view) => view === params.get(START_PARAM_NAMES.view)) ?? null;
  return {
    referralCode: ref ? ref : null,
    openAdmin: params.get(START_PARAM_NAMES.admin) === 'true',
    paymentReturn: sessionId && params.get(START_PARAM_NAMES.upgrade) === 'success' ? { sessionId } : null,
    upgradeCancelled: params.get(START_PARAM_NAMES.upgrade) === 'cancelled',
    openView,
    openItem: itemOf(params, openView),
  };
}
