// The conversations module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import type { DataSource } from 'typeorm';
import { defineModule } from '../../common/app-module.js';
import { conversationPaths } from '../../common/http/openapi/paths/conversations.js';
import { questionPaths } from '../../common/http/openapi/paths/questions.js';
import type { ExchangeService } from '../exchanges/index.js';
import {
  ConversationResolver,
  groupThreadResolvers,
  requestThreadResolvers,
  SessionThreadResolver,
} from './conversation.resolver.js';
import { conversationRoutes } from './conversation.routes.js';
import type { ConversationService } from './conversation.service.js';
import { QuestionResolver, questionThreadResolvers } from './question.resolver.js';
import { questionRoutes } from './question.routes.js';
import { QuestionService } from './question.service.js';

export { exportMessagesOf } from './conversations.queries.js';
export { ConversationService } from './conversation.service.js';
export { QuestionService } from './question.service.js';
export { QuestionType } from './question.types.js';

/** What the conversations module adds to the app (`common/app-module.ts`). */
export const conversationsModule = defineModule({
  name: 'conversations',
  services: ({
    db,
    conversations,
    exchanges,
  }: {
    db: DataSource;
    conversations: ConversationService;
    exchanges: ExchangeService;
  }) => ({ questions: new QuestionService(db, conversations, exchanges) }),
  resolvers: [
    ConversationResolver,
    ...requestThreadResolvers,
    SessionThreadResolver,
    ...groupThreadResolvers,
    QuestionResolver,
    ...questionThreadResolvers,
  ],
  routes: [conversationRoutes, questionRoutes],
  paths: [conversationPaths, questionPaths],
});
