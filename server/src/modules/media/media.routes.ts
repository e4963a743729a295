import { Router, type ErrorRequestHandler } from 'express';
import { requestLocale, translate } from '../../common/i18n/index.js';
import { HttpMessages } from '../../common/http/http.messages.js';
import { PICTURE_MESSAGES } from './picture-processing.js';
import type { MediaService } from './media.service.js';
import { parseMediaFile } from './media-url.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/<hash>-<size>.<webp|jpg>: public pictures (they show on public coach cards), served
 * by content address, so the ETag is the address and a revalidation needs no database read. An
 * address that is not a picture's is 404 `{detail}` in the `Accept-Language` language.
 */
export function mediaRoutes(media: MediaService): Router {
  const r = Router();
  r.get('/media/:file', async (req, res) => {
    const parsed = parseMediaFile(String(req.params.file));
    if (!parsed) {
      res.status(404).json({ detail: translate(requestLocale(req), HttpMessages.notFound) });
      return;
    }
    const etag = `"${parsed.hash}-${parsed.variant}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', IMMUTABLE);
    if (req.headers['if-none-match']?.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}`)) {
      res.status(304).end();
      return;
    }
    const row = await media.variant(parsed.hash, parsed.variant);
    if (!row) {
      res.removeHeader('ETag');
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ detail: translate(requestLocale(req), HttpMessages.notFound) });
      return;
    }
    res.setHeader('Content-Type', row.contentType);
    res.setHeader('Content-Length', row.bytes.length);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(row.bytes);
  });
  return r;
}

/** A body too large for the picture route is a picture too large: the member reads that message, not a generic 413. */
export const pictureBodyTooLarge: ErrorRequestHandler = (err, req, res, next) => {
  if ((err as { type?: unknown })?.type !== 'entity.too.large') return next(err);
  res.status(413).json({ detail: translate(requestLocale(req), PICTURE_MESSAGES.tooBig) });
};
