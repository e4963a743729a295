// The reliability module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { reliabilityFrom, ReliabilityService } from './reliability.service.js';
export type { Reliability } from './reliability.service.js';
export { reliabilityDto } from './reliability.dto.js';
export { ReliabilityType } from './reliability.types.js';
