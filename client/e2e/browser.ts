import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-artifacts/screenshots');

// Flags that work as root on a machine with no network (docs/stack.md).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The address this journey's members come from, as the one proxy in front of the e2e server
 * (TRUST_PROXY=1, global-setup.ts) says it in X-Forwarded-For. Each journey file has its own, taken
 * from its path (in 198.18.0.0/15, the range set aside for tests): the server's per-address abuse
 * limits (50 sign-ups an hour, sign-in attempts) hold for each journey as they would for members
 * at different places, instead of all the journeys adding up on 127.0.0.1 and the later ones being
 * refused "Too many sign-ups from this address".
 */
export function journeyAddress(): string {
  const file = expect.getState().testPath ?? 'unknown';
  const [a, b] = createHash('sha256').update(path.basename(file)).digest();
  return `198.18.${a}.${(b % 254) + 1}`;
}

/** The headers every request of this journey carries: where it comes from. */
export function journeyHeaders(): Record<string, string> {
  return { 'x-forwarded-for': journeyAddress() };
}

/** A fresh Chromium profile; close() removes it. */
export async function openBrowser(
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'ee-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    viewport,
    extraHTTPHeaders: journeyHeaders(),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = watchPageErrors(page);
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

/**
 * Collects what must fail a journey: uncaught page errors, and any Content-Security-Policy
 * violation (the app must run under its CSP).
 */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) errors.push(`CSP: ${m.text()}`);
  });
  return errors;
}

/**
 * One Chromium for many isolated sessions (incognito contexts: cheap to open, nothing shared).
 * Playwright hides scrollbars in headless Chromium; `scrollbars` shows them, as a desktop browser
 * does, for checks of what a scrollbar's arrival does to the layout.
 */
export function launchChromium({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : undefined,
  });
}

/**
 * A fresh context of `browser` with its own storage, optionally signed in with `token`. Like
 * openBrowser, close() fails on uncaught page errors and Content-Security-Policy violations.
 */
export async function openSession(browser: Browser, options: BrowserContextOptions & { token?: string } = {}) {
  const { token, ...contextOptions } = options;
  const context = await browser.newContext({
    ...contextOptions,
    extraHTTPHeaders: { ...journeyHeaders(), ...contextOptions.extraHTTPHeaders },
  });
  if (token) await context.addInitScript((t) => window.localStorage.setItem('energy-exchange.accessToken', t), token);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  return {
    context,
    page,
    async close() {
      await context.close();
      if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`);
    },
  };
}

export const appUrl = () => inject('appUrl');

/**
 * One Chromium for the journeys of the file that calls it (at its top level): launched before
 * them, closed after. The answer is a getter, since the browser exists only once they start.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export type Session = Awaited<ReturnType<typeof openSession>>;
export type MemberSession = BrowserContextOptions & { token: string };

/** A session of `browser` signed in with `token`, on the app's first screen once the member's balance shows. */
export async function signedInSession(browser: Browser, options: MemberSession): Promise<Session> {
  const session = await openSession(browser, options);
  try {
    await session.page.goto(appUrl());
    await session.page.getByRole('group', { name: 'Energy Points balance' }).waitFor();
    return session;
  } catch (error) {
    await session.close().catch(() => undefined); // the failed start is the error to report
    throw error;
  }
}

/**
 * Members side by side, each signed in in a session of their own (own storage, own live socket):
 * `journey` runs with them all, and every session is closed after it, whatever happened (close()
 * fails the journey on page errors).
 */
export async function withSessions<const Members extends readonly MemberSession[]>(
  browser: Browser,
  members: Members,
  journey: (sessions: { [K in keyof Members]: Session }) => Promise<void>,
): Promise<void> {
  const sessions: Session[] = [];
  try {
    for (const member of members) sessions.push(await signedInSession(browser, member));
    await journey(sessions as { [K in keyof Members]: Session });
  } finally {
    await Promise.all(sessions.map((s) => s.close()));
  }
}

/** Opens a view from the sidebar, through the menu drawer on a phone. */
export async function openView(page: Page, label: string) {
  const item = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`^${label}`) });
  if (!(await item.isVisible())) await page.getByRole('button', { name: /^(Open menu|Toggle sidebar)$/ }).click();
  await item.click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

export async function screenshot(page: Page, name: string) {
  // Let opening modals and toasts finish their transitions, so the picture shows the settled screen.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity) // e.g. a blinking caret never ends
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** Every mail to `email` so far, raw (oldest first): the SMTP server files each under the mail folder. */
export function mailsTo(email: string): string[] {
  const dir = inject('mailDir');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${email}.`))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** A raw mail's subject, unfolded, its RFC 2047 encoded words decoded (a code mail in Arabic, say). */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?') // white space between two encoded words is not part of the subject
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * The 6-digit code of the newest mail to `email`, waiting for it to arrive. The code is the first
 * word of its subject in every language ("123456 is your Energy Exchange code").
 */
export async function codeFromMail(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const raw = mailsTo(email).at(-1);
    const code = raw && /^(\d{6}) /.exec(subjectOf(raw))?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs a member up through the REST API and completes their profile; answers their token. */
export async function memberViaApi(
  fullName: string,
  extra: Record<string, unknown> = {},
  fixedEmail?: string,
): Promise<{ token: string; id: string; email: string }> {
  const email = fixedEmail ?? `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const res = await fetch(`${appUrl()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...journeyHeaders() },
    // The account's language, when given, from sign-up on: its code mail is in it too.
    body: JSON.stringify({ email, password: 'secret1', full_name: fullName, timezone: 'UTC', locale: extra.locale }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(body)}`);
  await api('PUT', '/user/profile', body.access_token, {
    bio: `${fullName} helps people.`,
    location: 'Porto',
    experience_years: 4,
    skills: ['Sales'],
    ...extra,
  });
  return { token: body.access_token, id: body.user.id, email };
}

/**
 * Confirms a member's address with the code mailed at sign-up (POST /auth/verify-email), as the
 * member would: until then they hold no admin role.
 */
export async function verifyEmailViaApi(member: { token: string; email: string }) {
  const code = await codeFromMail(member.email);
  const res = await api('POST', '/auth/verify-email', member.token, { code });
  if (res.status !== 200) throw new Error(`verify-email failed: ${JSON.stringify(res.body)}`);
}

export async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${appUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...journeyHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * A 1 EP service of the member's in the first category, made through the API (a journey's set-up:
 * the screens for it have their own journey); its id.
 */
export async function serviceViaApi(
  coach: { token: string },
  fields: { title: string; description: string; duration_minutes?: number },
): Promise<string> {
  const categories = (await (await fetch(`${appUrl()}/api/categories`)).json()) as Array<{ value: string }>;
  const created = await api('POST', '/services', coach.token, {
    ...fields,
    category: categories[0].value,
    energy_cost: 1,
  });
  if (created.status !== 201) throw new Error(`service not created: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/** Opens the app already signed in with `token` (the stored session the app checks on start). */
export async function openSignedIn(page: Page, token: string) {
  await page.addInitScript((t) => window.localStorage.setItem('energy-exchange.accessToken', t), token);
  await page.goto(appUrl());
  // The header's balance, whatever language the account reads.
  await page.locator('.ep-balance').waitFor();
}
