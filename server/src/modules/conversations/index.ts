// The conversations module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { conversationPaths } from '../../common/http/openapi/paths/conversations.js';
import {
  ConversationResolver,
  ExchangeThreadResolver,
  GroupSessionThreadResolver,
  SessionThreadResolver,
} from './conversation.resolver.js';
import { conversationRoutes } from './conversation.routes.js';

export { exportMessagesOf } from './conversations.queries.js';
export { ConversationService } from './conversation.service.js';

/** What the conversations module adds to the app (`common/app-module.ts`). */
export const conversationsModule = defineModule({
  name: 'conversations',
  resolvers: [ConversationResolver, ExchangeThreadResolver, SessionThreadResolver, GroupSessionThreadResolver],
  routes: [conversationRoutes],
  paths: [conversationPaths],
});
