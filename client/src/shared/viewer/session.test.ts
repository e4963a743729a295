import { beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN_KEY,
  USER_KEY,
  clearSession,
  getSession,
  readStoredSession,
  resetSessionForTests,
  saveSession,
  startSession,
  subscribeSession,
  storeUser,
} from './session';
import { makeUser } from '../../test/fixtures';

const TOKEN = 'aaa.bbb.ccc';

// The member as the server sends it, shared with the other client tests.
const user = makeUser;

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

describe('session start checks', () => {
  it('keeps a three-part token with a usable user', () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    localStorage.setItem(USER_KEY, JSON.stringify(user()));
    const session = startSession(localStorage);
    expect(session.token).toBe(TOKEN);
    expect(session.user?.email).toBe('jane@example.com');
  });

  it.each([['abc'], ['a.b'], ['a.b.c.d'], ['a..c'], ['']])('discards token %j and the user with it', (token) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user()));
    expect(readStoredSession(localStorage)).toEqual({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it.each([
    ['without id', JSON.stringify({ ...user(), id: undefined })],
    ['without email', JSON.stringify({ ...user(), email: '' })],
    ['that is not JSON', '{nope'],
    ['that is not an object', '"jane"'],
  ])('discards a stored user %s but keeps the token', (_label, raw) => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    localStorage.setItem(USER_KEY, raw);
    expect(readStoredSession(localStorage)).toEqual({ token: TOKEN, user: null });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
  });

  it('starts signed out when nothing is stored', () => {
    expect(startSession(localStorage)).toEqual({ token: null, user: null });
  });
});

describe('session changes', () => {
  it('saves, stores and clears token and user, notifying subscribers of sign-in and sign-out only', () => {
    startSession(localStorage);
    let notified = 0;
    subscribeSession(() => notified++);

    saveSession(TOKEN, user());
    expect(getSession().token).toBe(TOKEN);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).fullName).toBe('Jane Doe');

    // The copy written from the cache: kept for the next start, nobody re-renders for it.
    storeUser(user({ profileCompleted: true }));
    expect(getSession().user?.profileCompleted).toBe(true);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).profileCompleted).toBe(true);

    clearSession();
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(notified).toBe(2);
  });

  it('ignores user updates while signed out and does not notify on a redundant logout', () => {
    startSession(localStorage);
    let notified = 0;
    subscribeSession(() => notified++);
    storeUser(user());
    clearSession();
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(notified).toBe(0);
  });
});
