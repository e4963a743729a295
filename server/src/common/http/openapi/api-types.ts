import type { componentSchemas } from './components.js';
import type { Static } from './shapes.js';

/**
 * A component schema of the OpenAPI document as a TypeScript type: `Static` of its TypeBox shape
 * (components.ts). REST DTO mappers return these, so a mapper and the document cannot disagree
 * without a type error.
 */
export type ApiSchema<Name extends keyof typeof componentSchemas> = Static<(typeof componentSchemas)[Name]>;
