import type { MessageDescriptor } from 'react-intl';

/**
 * A `defineMessages` table whose messages take values: react-intl types a defined message as
 * taking none, so `intl.formatMessage(TABLE.count, { count })` would not compile. Wrap the call
 * (`messageTable(defineMessages({ … }))`) so the extractor still finds the messages.
 */
export function messageTable<T extends Record<string, MessageDescriptor>>(
  table: T,
): Record<keyof T, MessageDescriptor> {
  return table;
}
