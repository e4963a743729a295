import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type Express } from 'express';

/**
 * The built React app at `/`, with index.html for any other GET (the app has no URL router), plus
 * what search engines ask for: robots.txt and a sitemap of the one public page, the landing.
 * Absolute URLs (canonical link, sitemap) come from APP_URL.
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
  // The page is read and compressed once: it carries the prerendered landing (tens of KB) and is
  // answered on every navigation.
  const index = compressedVariants(Buffer.from(withCanonicalUrl(readFileSync(indexFile, 'utf8'), appUrl)));
  app.use(precompressedAssets(dist));
  app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.get(/^\/(?!api\/|graphql|healthz|readyz).*/, (req, res) => {
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(encoding ? index[encoding] : index.identity);
  });
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
