import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-artifacts/screenshots');

// Flags that work as root on a machine with no network (STACK.md).
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A fresh Chromium profile; close() removes it. */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'ee-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true, viewport });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`);
    },
  };
}

export const appUrl = () => inject('appUrl');

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** The 6-digit code of the newest mail to `email`, waiting for it to arrive. */
export async function codeFromMail(email: string, timeoutMs = 10_000): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(`${email}.`)).sort() : [];
    if (files.length) {
      const raw = readFileSync(path.join(dir, files[files.length - 1]), 'utf8');
      const code = /^Subject: (\d{6}) is your Energy Exchange code/m.exec(raw)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
