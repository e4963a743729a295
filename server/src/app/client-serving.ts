import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type Express, type Request } from 'express';
import { DEFAULT_LOCALE, negotiateLocale, SUPPORTED_LOCALES } from '../common/i18n/index.js';
// The cookie's name is the client's, which writes it (a module without imports, built with the server).
import { LANGUAGE_COOKIE } from '../../../client/src/shared/i18n/visitorPage.js';

/**
 * The built React app at `/`, with its page for any other GET (the app has no URL router), plus
 * what search engines ask for: robots.txt and a sitemap of the one public page, the landing.
 * Absolute URLs (canonical link, sitemap) come from APP_URL.
 *
 * The page carries the landing prerendered at build time, once per language (index.html in
 * English, index.<language>.html the others: client/vite.config.ts). Each visitor is answered
 * theirs, so the first paint is in their language before any script runs: the language they chose
 * on this device (the client's cookie), else the best of Accept-Language, else English.
 */
export function serveClient(app: Express, dist: string, appUrl: string) {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(appUrl));
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(appUrl));
  });
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (_req, res) => {
      res
        .type('text/plain')
        .send('Energy Exchange API is running. The client is not built: run `npm run build -w client`.');
    });
    return;
  }
  // The pages are read and compressed once: each carries the prerendered landing (tens of KB) and
  // is answered on every navigation.
  const pages = new Map<string, ReturnType<typeof compressedVariants>>();
  for (const locale of SUPPORTED_LOCALES) {
    const file = locale === DEFAULT_LOCALE ? indexFile : path.join(dist, `index.${locale}.html`);
    if (existsSync(file))
      pages.set(locale, compressedVariants(Buffer.from(withCanonicalUrl(readFileSync(file, 'utf8'), appUrl))));
  }
  app.use(precompressedAssets(dist));
  app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.get(/^\/(?!api\/|graphql|healthz|readyz).*/, (req, res) => {
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    const locale = pageLocale(req, pages);
    const page = pages.get(locale)!;
    res.setHeader('Cache-Control', 'no-cache');
    // A cache keeps one page per language asked and per choice made, not the first one answered.
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    res.setHeader('Content-Language', locale);
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(encoding ? page[encoding] : page.identity);
  });
}

/** The visitor's language among the pages built: the one chosen on this device, else Accept-Language's, else English. */
function pageLocale(req: Request, pages: ReadonlyMap<string, unknown>): string {
  const chosen = cookieValue(req.get('cookie'), LANGUAGE_COOKIE);
  if (chosen && pages.has(chosen)) return chosen;
  const negotiated = negotiateLocale(req.get('accept-language'));
  return pages.has(negotiated) ? negotiated : DEFAULT_LOCALE;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Everything but the API may be crawled; the sitemap lists the landing. */
function robotsTxt(appUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${appUrl}/sitemap.xml\n`;
}

function sitemapXml(appUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${appUrl}/</loc></url>\n</urlset>\n`;
}

/** index.html links itself as `/`; search engines want the canonical URL absolute. */
function withCanonicalUrl(html: string, appUrl: string): string {
  return html.replace(/<link rel="canonical" href="[^"]*"[^>]*>/, `<link rel="canonical" href="${appUrl}/" />`);
}

function compressedVariants(body: Buffer) {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * The client build writes a `.br` and a `.gz` beside each text asset (client/vite.config.ts):
 * answer those to browsers that accept them (the JS is a fifth of its size in brotli) without
 * compressing on every request. Which files have variants is read once, at start.
 */
function precompressedAssets(dist: string): express.RequestHandler {
  const variants = new Set<string>();
  for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.br') || entry.endsWith('.gz')) variants.add(`/${entry.split(path.sep).join('/')}`);
  }
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !variants.size) return next();
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    if (!suffix || !variants.has(req.path + suffix)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding!);
    res.type(path.extname(req.path)); // the original file's type, not the archive's
    immutableAssets(res, path.join(dist, req.path));
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(req.path.slice(1) + suffix, { root: dist, cacheControl: false, dotfiles: 'deny' }, (err) => {
      if (err) next(err);
    });
  };
}

/** Files that must be re-checked on every load, or a new release would reach browsers late. */
const REVALIDATE = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest', 'index.html']);

function immutableAssets(res: express.Response, file: string) {
  // Vite names built assets by content hash: they never change.
  if (file.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (REVALIDATE.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
}
