import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  copyFileSync(path.resolve(import.meta.dirname, '../../../client/index.html'), path.join(dist, 'index.html'));
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
