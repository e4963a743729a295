import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignInModal } from './SignInModal';
import { SignInPage } from './SignInPage';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** Every text a reader meets on the screen: the text itself and the names and hints in attributes. */
function screenTexts(root: HTMLElement): Set<string> {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.add(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.add(value);
    }
  }
  return texts;
}

// The product's name, the same in every language.
const BRAND = ['Energy Exchange'];

const page = <SignInPage onAuthenticated={vi.fn()} onGoToSignUp={vi.fn()} onBackToHome={vi.fn()} />;

describe('signing in, in other languages', () => {
  it('shows the full sign-in page in Spanish, its checks and its title too, with no English left', async () => {
    const user = userEvent.setup();
    const { container: inEnglish } = renderWithProviders(page);
    const english = screenTexts(inEnglish);
    cleanup();

    const { container } = renderWithProviders(page, [], { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Hola de nuevo' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Entrar con código' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Regístrate gratis' })).not.toBeNull();
    expect(document.title).toBe('Iniciar sesión | Energy Exchange');
    expect([...screenTexts(container)].filter((text) => english.has(text) && !BRAND.includes(text))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enviar código de acceso' }));
    expect(screen.getByText('El correo electrónico es obligatorio')).not.toBeNull();
    await user.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Enviar código de acceso' }));
    expect(screen.getByText('Escribe un correo electrónico válido')).not.toBeNull();
  });

  it('shows the sign-in dialog in Arabic, right to left', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SignInModal
        open
        onClose={vi.fn()}
        onAuthenticated={vi.fn()}
        onSwitchToSignUp={vi.fn()}
        onOpenFullPage={vi.fn()}
      />,
      [],
      { locale: 'ar' },
    );
    expect(await screen.findByRole('dialog', { name: 'تسجيل الدخول' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'بكلمة المرور' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'أنشئ حسابًا' })).not.toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByText('البريد الإلكتروني مطلوب')).not.toBeNull();
    expect(screen.getByText('كلمة المرور مطلوبة')).not.toBeNull();
  });
});
