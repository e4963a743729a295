import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * What search engines and browsers get besides the API: robots.txt, the sitemap, the
 * page with an absolute canonical URL and its description, and the build's precompressed assets.
 * The server serves a client folder laid out like a build, with the real client/index.html.
 */
const APP_URL = 'https://energy.example';
const SCRIPT = `console.log(${JSON.stringify('the landing '.repeat(200))});`;
let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ee-client-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const indexHtml = path.resolve(import.meta.dirname, '../../../client/index.html');
  copyFileSync(indexHtml, path.join(dist, 'index.html'));
  // The build's other languages' pages (client/vite.config.ts), German left out: a language whose
  // page is not there is answered English.
  for (const [locale, dir] of [
    ['es', ''],
    ['ar', ' dir="rtl"'],
  ]) {
    const html = readFileSync(indexHtml, 'utf8').replace('<html lang="en">', `<html lang="${locale}"${dir}>`);
    writeFileSync(path.join(dist, `index.${locale}.html`), html);
  }
  const script = path.join(dist, 'assets', 'index-AbC123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  app = await startTestApp({ NODE_ENV: 'production', APP_URL, CLIENT_DIST: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the client', () => {
  it('answers robots.txt allowing the site, keeping crawlers off the API, pointing at the sitemap', async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${APP_URL}/sitemap.xml`]),
    );
  });

  it('answers a sitemap listing the landing by its absolute address', async () => {
    const res = await fetch(`${app.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${APP_URL}/`]);
  });

  it('serves the page with an absolute canonical URL, a description, a language and a title', async () => {
    for (const address of ['/', '/anything/else']) {
      const res = await fetch(`${app.url}${address}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}/" />`);
      expect(html).toMatch(/<html lang="en"/);
      // Every page title reads '{view} | Energy Exchange', the landing included.
      expect(html).toMatch(/<title>[^<|]+ \| Energy Exchange<\/title>/);
      const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(50);
      expect(html).not.toMatch(/name="robots" content="[^"]*noindex/);
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await (await fetch(`${app.url}/`, { headers: { 'accept-encoding': 'identity' } })).text();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${app.url}/`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await res.text()).toBe(plain); // fetch decodes it
    }
  });

  it('answers the precompressed copy of an asset, with the asset’s type and long caching', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${app.url}/assets/index-AbC123.js`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 5);
      expect(await res.text()).toBe(SCRIPT);
    }
    const plain = await fetch(`${app.url}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe('the page in the visitor’s language', () => {
  /** The language of the page answered for these request headers, with the headers that chose it. */
  async function pageFor(headers: Record<string, string>, address = '/') {
    const res = await fetch(`${app.url}${address}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    expect(res.status).toBe(200);
    const html = await res.text();
    return {
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      rtl: /<html [^>]*dir="rtl"/.test(html),
      contentLanguage: res.headers.get('content-language'),
      vary: (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase()),
      canonical: html.includes(`<link rel="canonical" href="${APP_URL}/" />`),
    };
  }

  it('answers the best match of Accept-Language, weights honoured, a region matching its language', async () => {
    expect(await pageFor({ 'accept-language': 'es' })).toMatchObject({ lang: 'es', contentLanguage: 'es' });
    expect(await pageFor({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toMatchObject({ lang: 'es' });
    expect(await pageFor({ 'accept-language': 'en;q=0.4, ar-EG;q=0.8' })).toMatchObject({ lang: 'ar', rtl: true });
    // Every address is the app, and each gets the page in its language with its canonical address.
    expect(await pageFor({ 'accept-language': 'es' }, '/anything/else?view=requests')).toMatchObject({
      lang: 'es',
      canonical: true,
    });
  });

  it('answers English when nothing is asked, nothing asked is spoken, or that language’s page is not built', async () => {
    expect(await pageFor({})).toMatchObject({ lang: 'en', rtl: false, contentLanguage: 'en' });
    expect(await pageFor({ 'accept-language': 'fr-FR, ja;q=0.5' })).toMatchObject({ lang: 'en' });
    expect(await pageFor({ 'accept-language': 'de' })).toMatchObject({ lang: 'en' }); // no index.de.html here
    expect(await pageFor({ 'accept-language': 'fr, es;q=0.2' })).toMatchObject({ lang: 'es' });
  });

  it('answers the language chosen on this device (its cookie) over Accept-Language', async () => {
    const headers = (cookie: string) => ({ 'accept-language': 'es', cookie });
    expect(await pageFor(headers('energy-exchange.language=ar'))).toMatchObject({ lang: 'ar', rtl: true });
    expect(await pageFor(headers('theme=dark; energy-exchange.language=en; other=1'))).toMatchObject({ lang: 'en' });
    // A value that is no page of ours (forged, or a language since removed) leaves Accept-Language to choose.
    expect(await pageFor(headers('energy-exchange.language=xx'))).toMatchObject({ lang: 'es' });
    expect(await pageFor(headers('energy-exchange.language=%E0%A4%A'))).toMatchObject({ lang: 'es' });
    expect(await pageFor(headers('energy-exchange.language=de'))).toMatchObject({ lang: 'es' });
  });

  it('says the page varies by language asked, cookie and encoding, for caches between', async () => {
    const asked: Array<Record<string, string>> = [
      {},
      { 'accept-language': 'es' },
      { cookie: 'energy-exchange.language=ar' },
    ];
    for (const headers of asked) {
      expect((await pageFor(headers)).vary).toEqual(
        expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']),
      );
    }
    // Compressed, the same page in the same language.
    const res = await fetch(`${app.url}/`, { headers: { 'accept-encoding': 'br', 'accept-language': 'ar' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toMatch(/<html lang="ar" dir="rtl">/);
  });
});
