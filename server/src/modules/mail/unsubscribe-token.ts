import { createHmac } from 'node:crypto';
import { sameSecret } from '../../common/auth/same-secret.js';
import { isUuid } from '../../common/validation.js';
import { MAIL_TOPICS, type MailTopic } from '../../common/mail/topics.js';

/**
 * The one-click unsubscribe token of a mail: member and topic, signed with HMAC-SHA256 under a key
 * derived from the server secret (docs/security.md). It never expires — an old mail's link keeps
 * working — and cannot be made for another member or another topic without the secret.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('energy-exchange/unsubscribe/v1').digest();
  }

  sign(userId: string, topic: MailTopic): string {
    return `${userId}.${topic}.${this.mac(userId, topic)}`;
  }

  /** The member and topic of a genuine token; undefined for anything else. */
  verify(token: string): { userId: string; topic: MailTopic } | undefined {
    const [userId, topic, mac, extra] = token.split('.');
    if (
      extra !== undefined ||
      !userId ||
      !topic ||
      !mac ||
      !isUuid(userId) ||
      !(MAIL_TOPICS as string[]).includes(topic)
    )
      return undefined;
    if (!sameSecret(mac, this.mac(userId, topic))) return undefined;
    return { userId, topic: topic as MailTopic };
  }

  private mac(userId: string, topic: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${topic}`).digest('base64url');
  }
}
