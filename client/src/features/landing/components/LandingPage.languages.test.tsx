import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LANGUAGE_KEY } from '../../../shared/i18n/visitorLanguage';
import { LandingPage } from './LandingPage';

const noop = () => {};
const landing = (
  <LandingPage onSignIn={noop} onStartFree={noop} onHowItWorks={noop} onOpenSignInPage={noop} onOpenSignUpPage={noop} />
);

// The member count is a plain POST: answer "none yet", so the floor claim shows.
vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ data: null })));

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
});

afterEach(() => {
  document.querySelector('meta[name="description"]')?.remove();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the landing page in other languages', () => {
  it('speaks Spanish, left to right, numbers and all', async () => {
    renderWithProviders(landing, [], { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Intercambia habilidades, no dinero\. Hecho para/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empieza gratis' })).toBeTruthy();
    expect(screen.getByText('Únete a más de 50 miembros')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    // What a search result or a shared link shows follows too.
    await waitFor(() =>
      expect(document.title).toBe('Intercambio de habilidades para coaches y creadores | Energy Exchange'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Energy Exchange es la plataforma gratuita de intercambio de habilidades/,
    );
  });

  it('speaks Arabic right to left', async () => {
    renderWithProviders(landing, [], { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'تبادل الطاقة بدلًا من الفواتير' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ابدأ مجانًا' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches language from its menu without a reload, and remembers the choice', async () => {
    renderWithProviders(landing);
    expect(screen.getByRole('button', { name: 'Start Free' })).toBeTruthy();
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect([...menu.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'English',
      'العربية',
      'Deutsch',
      'Español',
    ]);
    fireEvent.change(menu, { target: { value: 'de' } });
    expect(await screen.findByRole('button', { name: 'Kostenlos starten' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toMatchObject({ value: 'de' });
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });
});
