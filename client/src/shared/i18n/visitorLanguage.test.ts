import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitorLocale, shareVisitorLocaleWithServer } from './visitorLanguage';
import { LANGUAGE_COOKIE, PAGES_CACHE } from './visitorPage';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.split('=')[1] ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the visitor’s language where the server reads it', () => {
  it('keeps a choice in a cookie beside local storage, so the next page is prerendered in it', () => {
    rememberVisitorLocale('de');
    expect(localStorage.getItem('energy-exchange.language')).toBe('de');
    expect(cookie()).toBe('de');
    rememberVisitorLocale('ar');
    expect(cookie()).toBe('ar');
  });

  it('gives the server a choice kept before the cookie existed, and nothing when none was made', () => {
    shareVisitorLocaleWithServer();
    expect(cookie()).toBeNull();
    localStorage.setItem('energy-exchange.language', 'es');
    shareVisitorLocaleWithServer();
    expect(cookie()).toBe('es');
    localStorage.setItem('energy-exchange.language', 'not-a-language');
    shareVisitorLocaleWithServer();
    expect(cookie()).toBe('es');
  });

  it("refreshes the service worker's offline page after a choice, with the new choice's cookie, and only if it keeps one", async () => {
    // The browser's Cache Storage as the worker leaves it: a `pages` cache, or none yet.
    const fetched: Array<{ url: string; cookie: string | null }> = [];
    const storage = (kept: boolean) => ({
      has: async (name: string) => kept && name === PAGES_CACHE,
      open: async () => ({ add: async (url: string) => void fetched.push({ url, cookie: cookie() }) }),
    });
    vi.stubGlobal('caches', storage(true));
    rememberVisitorLocale('de');
    await vi.waitFor(() => expect(fetched).toEqual([{ url: '/', cookie: 'de' }]));

    vi.stubGlobal('caches', storage(false));
    rememberVisitorLocale('es');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toHaveLength(1);
  });
});
