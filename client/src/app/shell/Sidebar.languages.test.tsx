import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Sidebar } from './Sidebar';

const noop = () => {};
const sidebar = (
  <Sidebar
    id="menu"
    activeView="discover"
    collapsed={false}
    isAdmin={false}
    onToggle={noop}
    onSelect={noop}
    onHowItWorks={noop}
    onLogout={noop}
  />
);

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the navigation in other languages', () => {
  it('names every entry in Arabic, right to left', async () => {
    renderWithProviders(sidebar, [], { locale: 'ar' });
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(nav.textContent).toContain('اكتشف الخدمات');
    expect(nav.textContent).toContain('ادعُ واكسب');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('names every entry in Spanish', async () => {
    renderWithProviders(sidebar, [], { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Descubrir servicios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contraer barra lateral' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Invita y gana/ }).textContent).toContain('+5 EP');
  });
});
