import type { components } from './generated.js';

/**
 * A schema of the OpenAPI document as a TypeScript type (generated.ts, from document.ts). REST DTO
 * mappers return these, so a mapper and the document cannot disagree without a type error.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
