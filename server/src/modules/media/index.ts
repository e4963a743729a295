// The media module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { FULL_SIZE, listThumbnailUrl, pictureUrl } from './media-url.js';
export { MediaService } from './media.service.js';
export { mediaRoutes, pictureBodyTooLarge } from './media.routes.js';
