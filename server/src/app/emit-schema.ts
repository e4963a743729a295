import 'reflect-metadata';
import { repoRoot } from '../config/env.js';
import { createSchema, schemaFile } from './graphql.js';
import { LocalEventBus } from '../common/events/event-bus.js';

// `npm run schema`: writes schema/schema.graphql, which codegen reads and CI checks for staleness.
const file = schemaFile(repoRoot());
await createSchema({ emitTo: file, pubSub: new LocalEventBus().pubSub });
console.log(`wrote ${file}`);
