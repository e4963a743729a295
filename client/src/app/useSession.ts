import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../shared/viewer/session';

const getToken = () => getSession().token;

/** The access token, re-rendering on sign-in and sign-out only (the member is in the Apollo cache). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, getToken);
}
