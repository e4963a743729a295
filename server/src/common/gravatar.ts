import { createHash } from 'node:crypto';
import { defineMessages } from '@formatjs/intl';
import { translatableError } from './errors/domain-error.js';

/** Why a picture could not be had from Gravatar: worth trying again later. */
const GravatarMessages = defineMessages({
  timedOut: { id: 'gravatar.timedOut', defaultMessage: 'Gravatar did not answer in time. Please try again.' },
  unreachable: { id: 'gravatar.unreachable', defaultMessage: 'Gravatar could not be reached. Please try again.' },
  answered: { id: 'gravatar.answered', defaultMessage: 'Gravatar answered {status}. Please try again.' },
});

export interface GravatarImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * Gravatar behind a small adapter (docs/design.md §1): the avatar of the SHA-256 of the trimmed,
 * lower-cased email, asked with d=404 so that "no Gravatar" is a 404. Never waits more than
 * `timeoutMs`.
 */
export class GravatarClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 3000,
  ) {}

  hash(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  avatarUrl(email: string, size = 400): string {
    return `${this.baseUrl}/avatar/${this.hash(email)}?s=${size}&d=404`;
  }

  get joinUrl(): string {
    return `${this.baseUrl}/`;
  }

  /** The avatar, or null when the email has none. */
  async fetchAvatar(email: string): Promise<GravatarImage | null> {
    let res: Response;
    try {
      res = await fetch(this.avatarUrl(email), { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
    } catch (err) {
      const timedOut = (err as Error)?.name === 'TimeoutError';
      throw translatableError('UNAVAILABLE', timedOut ? GravatarMessages.timedOut : GravatarMessages.unreachable);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw translatableError('UNAVAILABLE', GravatarMessages.answered, { status: String(res.status) });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { contentType: (res.headers.get('content-type') ?? 'image/jpeg').split(';')[0].trim(), bytes };
  }
}
