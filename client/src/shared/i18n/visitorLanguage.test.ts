import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, rememberVisitorLocale, shareVisitorLocaleWithServer } from './visitorLanguage';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.split('=')[1] ?? null;

afterEach(() => {
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
});
