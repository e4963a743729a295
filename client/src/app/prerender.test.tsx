import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './AppRoot';
import { renderLanding } from './prerender';
import { loadCatalog } from '../shared/i18n';
import { resetSessionForTests, startSession } from '../shared/viewer/session';
import { readStartParams } from './startParams';

let container: HTMLDivElement;
beforeEach(() => {
  resetSessionForTests();
  startSession();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

describe('the prerendered landing', () => {
  it('is the visitor landing, with its hero, calls to action and no signed-in app', async () => {
    const { html } = await renderLanding();
    container.innerHTML = html;
    expect(container.querySelector('h1')?.textContent).toContain('Trade skills, not money');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Sign In', 'Start Free']),
    );
    expect(html).not.toContain('Loading');
  });

  it('is hydrated by the app without a mismatch: the painted nodes are kept and become interactive', async () => {
    container.innerHTML = (await renderLanding()).html;
    const heading = container.querySelector('h1');
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = hydrateRoot(container, <AppRoot startParams={readStartParams('')} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await act(async () => {});
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading); // the same node: hydrated, not replaced
    // Hydrated handlers work: How it works opens its (lazily loaded) modal.
    const howItWorks = [...container.querySelectorAll('button')].find((b) => b.textContent === 'How it works')!;
    await act(async () => howItWorks.click());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 10_000 });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Start with 1 EP');
    act(() => root.unmount());
  });

  it('is rendered in each language with its title and description, and hydrated in it without a mismatch', async () => {
    const es = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../locales/es/client.json'), 'utf8'),
    ) as Record<string, string>;
    const landing = await renderLanding('es');
    expect(landing.title).toBe(`${es['landing.page.title']} | Energy Exchange`);
    expect(landing.description).toBe(es['landing.page.description']);
    container.innerHTML = landing.html;
    const heading = container.querySelector('h1')!;
    expect(heading.textContent).toContain('Intercambia habilidades');
    expect(container.textContent).not.toContain('Start Free');

    // The visitor chose Spanish on this device, as the server read from its cookie.
    localStorage.setItem('energy-exchange.language', 'es');
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = hydrateRoot(
      container,
      <AppRoot startParams={readStartParams('')} language={{ locale: 'es', messages: await loadCatalog('es') }} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
    await act(async () => {});
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(document.documentElement.lang).toBe('es');
    expect(container.querySelector('h1')?.textContent).toContain('Intercambia habilidades');
    act(() => root.unmount());
    localStorage.removeItem('energy-exchange.language');
  });
});
