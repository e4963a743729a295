import { defineMessages } from '@formatjs/intl';

/** The refusals of a member's notification preferences; kinds and field names are said as they are. */
export const PreferenceMessages = defineMessages({
  list: {
    id: 'mail.preferences.list',
    defaultMessage: "preferences must be a list of 1 to {max} '{kind, delivery, push}'",
  },
  unknownKind: { id: 'mail.preferences.unknownKind', defaultMessage: 'Unknown notification kind: {kind}' },
  listedTwice: { id: 'mail.preferences.listedTwice', defaultMessage: '{kind} is listed twice' },
  needsChoice: { id: 'mail.preferences.needsChoice', defaultMessage: '{kind} needs a delivery, push or both' },
  delivery: { id: 'mail.preferences.delivery', defaultMessage: 'delivery must be immediately, digest or off' },
  immediateOrOff: { id: 'mail.preferences.immediateOrOff', defaultMessage: '{kind} can only be immediately or off' },
  push: { id: 'mail.preferences.push', defaultMessage: 'push must be true or false' },
  emailOnly: { id: 'mail.preferences.emailOnly', defaultMessage: '{kind} is only sent by email' },
});
