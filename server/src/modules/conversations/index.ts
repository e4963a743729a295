// The conversations module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { exportMessagesOf } from './conversations.queries.js';
export { ConversationService } from './conversation.service.js';
export { ConversationResolver, ExchangeThreadResolver, SessionThreadResolver } from './conversation.resolver.js';
export { conversationRoutes } from './conversation.routes.js';
