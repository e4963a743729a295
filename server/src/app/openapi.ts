import { buildOpenApiDocument } from '../common/http/openapi/document.js';
import { appModules } from './services.js';

/** The REST facade's OpenAPI document: every module's routes, as their modules document them. */
export const openApiDocument = buildOpenApiDocument(appModules.flatMap((m) => m.paths ?? []));
