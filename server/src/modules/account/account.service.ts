import { defineMessages } from '@formatjs/intl';
import type { DataSource } from 'typeorm';
import { translatableError } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { run } from '../../db/typed-query.js';
import type { CallerMeta, IdentityService, User } from '../identity/index.js';
import type { ExchangeService } from '../exchanges/index.js';
import type { GroupSessionService } from '../group-sessions/index.js';
import { archiveServicesOf, clearAvailability, lockServicesOf } from '../catalogue/index.js';
import { clearProfile } from '../profiles/index.js';
import { deleteAllNotificationsOf } from '../notifications/index.js';
import { removeFeedOf } from '../calendar/index.js';
import { deletePreferencesOf } from '../mail/index.js';
import { deletePushDataOf } from '../push/index.js';

const AccountMessages = defineMessages({
  openExchanges: {
    id: 'account.openExchanges',
    defaultMessage: 'Finish or settle your open exchanges before deleting your account',
  },
});

/** An accepted exchange still open, listed when it blocks a deletion. */
export interface OpenExchange {
  id: string;
  title: string;
  otherPartyName: string;
  role: 'requester' | 'coach';
  sessionDate: Date | null;
}

/**
 * Deleting an account (docs/identity.md "Deleting an account"). The member proves it is them
 * (password or a mailed code); accepted exchanges still open refuse it (CONFLICT, listing them)
 * until they are completed; otherwise, in one transaction: pending requests on either side are
 * cancelled through the exchanges service (holds released, the other party told), services
 * archived, profile, availability, notifications, calendar feed and mail choices emptied, the
 * member anonymised and every session ended (their open sockets close after commit). Ledger
 * entries and testimonials stay (other members' records point at them).
 */
export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly identity: IdentityService,
    private readonly exchanges: ExchangeService,
    private readonly groupSessions: Pick<GroupSessionService, 'releaseAllOfIn'>,
  ) {}

  async mailDeletionCode(member: User, meta: CallerMeta = {}) {
    return this.identity.mailDeletionCode(member, meta);
  }

  async delete(member: User, proof: { password?: string | null; code?: string | null }): Promise<void> {
    const codeId = await this.identity.checkOwnerProof(member, proof);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const me = await this.identity.lockStanding(tx, member.id);
      // The services first: a request being sent to one waits, then finds it archived.
      await run(tx, lockServicesOf, [member.id]);
      const open = await this.exchanges.openAcceptedOf(tx, member.id);
      if (open.length > 0) {
        const openExchanges: OpenExchange[] = open.map((r) => ({
          id: r.id,
          title: r.title,
          otherPartyName: r.other_party_name,
          role: r.role,
          sessionDate: r.session_date,
        }));
        throw translatableError('CONFLICT', AccountMessages.openExchanges, undefined, { openExchanges });
      }
      await this.identity.consumeOwnerProof(tx, codeId);
      // The first thing after the commit: every instance stops serving the member's sessions from
      // memory before the seats' and requests' notices go out (and whether or not those succeed).
      afterCommit(() => this.identity.announceRevocation(member.id));
      // Seats and occurrences first: an occurrence is locked before any wallet, as in every seat change.
      await this.groupSessions.releaseAllOfIn(tx, afterCommit, member.id);
      await this.exchanges.withdrawAllPendingIn(tx, afterCommit, member.id);
      await run(tx, archiveServicesOf, [member.id]);
      await run(tx, clearAvailability, [member.id]);
      await run(tx, clearProfile, [member.id]);
      await run(tx, deleteAllNotificationsOf, [member.id]);
      // Every secret that opened the member's data ends with the account: the calendar feed's
      // address (it served their sessions, the other party's name and the notes), their mail
      // choices (an old mail's unsubscribe link then finds nobody), their devices with push on
      // (with the pushes still queued for them); codes and sessions below.
      await run(tx, removeFeedOf, [member.id]);
      await run(tx, deletePreferencesOf, [member.id]);
      await run(tx, deletePushDataOf, [member.id]);
      await this.identity.anonymiseIn(tx, member.id, me.email);
    });
  }
}
