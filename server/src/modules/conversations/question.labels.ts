import { defineMessages } from '@formatjs/intl';

/** The question inputs' fields as their rules name them ("Message must be text"). */
export const QuestionLabels = defineMessages({
  message: { id: 'questions.field.message', defaultMessage: 'Message' },
  writeFirst: { id: 'questions.rule.writeFirst', defaultMessage: 'Write a message before sending it' },
});
