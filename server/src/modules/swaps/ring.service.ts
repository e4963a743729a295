import { defineMessages } from '@formatjs/intl';
import { englishTexts } from '../../common/i18n/index.js';
import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import type { Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import type {
  NoticeWithout,
  NotificationParams,
  NotificationService,
  NotificationRef,
} from '../notifications/index.js';
import { type AfterCommit, DEFAULT_SESSION_DAYS, REQUEST_TTL_DAYS } from '../exchanges/index.js';
import * as sq from './swaps.queries.js';
import * as q from './rings.queries.js';
import { blockedEitherWay, refuseIfBlocked } from '../blocks/index.js';
import { MemberSwapReader, proposalState, type ProposalState } from './member-swap-reader.js';

export const RingMessages = defineMessages({
  notFound: { id: 'ring.notFound', defaultMessage: 'Ring not found' },
  serviceNotFound: { id: 'ring.serviceNotFound', defaultMessage: 'Service not found' },
  notYourService: { id: 'ring.notYourService', defaultMessage: 'Propose a ring with one of your own services' },
  threeMembers: { id: 'ring.threeMembers', defaultMessage: 'A ring needs three services of three different members' },
  blockedBetween: {
    id: 'ring.blockedBetween',
    defaultMessage: 'The other two members of this ring cannot exchange with each other',
  },
  alreadyOpen: { id: 'ring.alreadyOpen', defaultMessage: 'You already have an open ring of these three services' },
  onlyMembersAnswer: {
    id: 'ring.onlyMembersAnswer',
    defaultMessage: 'Only the two members the ring was proposed to can accept or decline it',
  },
  alreadyAccepted: { id: 'ring.alreadyAccepted', defaultMessage: 'You already accepted this ring' },
  onlyProposerCancels: {
    id: 'ring.onlyProposerCancels',
    defaultMessage: 'Only the member who proposed the ring can withdraw it',
  },
  notPending: { id: 'ring.notPending', defaultMessage: 'This ring is no longer pending' },
});

export const RingText = {
  ...englishTexts(RingMessages),
} as const;

export type RingRole = 'PROPOSER' | 'MEMBER';

/** One request of a ring: who gives which service to whom (the row, with the two members' names). */
export interface RingSide extends q.RingSideRow {
  giverName: string;
  receiverName: string;
}

export interface RingMember {
  memberId: string;
  fullName: string;
  /** The proposer accepted by proposing; the other two when they answered yes. */
  accepted: boolean;
}

/** A ring as one of its members sees it ("Ring with Maya and Tom: you give Logo Review to Maya, …"). */
export interface RingView extends ProposalState {
  id: string;
  status: sq.SwapStatus;
  myRole: RingRole;
  /** The three members in ring order: the proposer, whom the proposer gives to, whom that member gives to. */
  members: RingMember[];
  /** The three requests in the same order (each member gives to the next, the last to the proposer). */
  sides: RingSide[];
  iGive: RingSide;
  iReceive: RingSide;
}

function forViewer(row: q.RingRow, viewerId: string): RingView {
  const members: RingMember[] = [
    { memberId: row.proposerId, fullName: row.proposerName, accepted: true },
    { memberId: row.partnerId, fullName: row.partnerName, accepted: row.partnerAccepted },
    { memberId: row.thirdId, fullName: row.thirdName, accepted: row.thirdAccepted },
  ];
  const name = (id: string) => members.find((m) => m.memberId === id)?.fullName ?? '';
  const sides = row.sides.map((s) => ({ ...s, giverName: name(s.giverId), receiverName: name(s.receiverId) }));
  const proposer = row.proposerId === viewerId;
  const me = members.find((m) => m.memberId === viewerId)!;
  return {
    id: row.id,
    status: row.status,
    myRole: proposer ? 'PROPOSER' : 'MEMBER',
    members,
    sides,
    iGive: sides.find((s) => s.giverId === viewerId)!,
    iReceive: sides.find((s) => s.receiverId === viewerId)!,
    ...proposalState(row, { isProposer: proposer, hasAccepted: me.accepted }),
  };
}

export const RINGS_MAX_PAGE = 100;

const ringReader = new MemberSwapReader({
  forMember: q.ringForMember,
  newestOf: q.ringsOf,
  countOf: q.ringCountOf,
  maxPage: RINGS_MAX_PAGE,
  notFound: RingMessages.notFound,
  forViewer,
});

/**
 * Swap rings (docs/ledger.md "Swap rings"): three requests — B asks for A's service, C
 * for B's, A for C's — made, accepted, declined, withdrawn or expired as one. A ring is a row of
 * `swaps` (`kind = 'ring'`), so its requests are swap sides to the exchanges module; it never moves
 * EP. Every change locks the ring's row first, then its requests in id order (the swaps' lock order),
 * so three members acting at once queue on that row and exactly one outcome is reached.
 */
export class RingService {
  constructor(
    private readonly db: DataSource,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
  ) {}

  /**
   * Proposes a ring: I give my service to the owner of the second (B), B gives the second service to
   * the owner of the third (C), C gives the third service to me. Creates the ring and its three
   * pending requests; tells B and C.
   */
  async propose(
    proposerId: string,
    input: { myServiceId: string; secondServiceId: string; thirdServiceId: string },
  ): Promise<RingView> {
    const ids = [input.myServiceId, input.secondServiceId, input.thirdServiceId];
    if (!ids.every(isUuid)) throw notFound(RingMessages.serviceNotFound);
    if (new Set(ids).size !== 3) throw invalid(RingMessages.threeMembers);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const services = await many(tx, q.servicesForRing, [ids]);
      const [mine, second, third] = ids.map((i) => services.find((o) => o.id === i));
      if (!mine || !second || !third) throw notFound(RingMessages.serviceNotFound);
      if (mine.coach_id !== proposerId) throw forbidden(RingMessages.notYourService);
      if (new Set([mine.coach_id, second.coach_id, third.coach_id]).size !== 3)
        throw invalid(RingMessages.threeMembers);
      // Each member gives to the next and receives from the one before: a block between any two stops
      // the ring as it stops a request between them.
      await refuseIfBlocked(tx, proposerId, second.coach_id);
      await refuseIfBlocked(tx, proposerId, third.coach_id);
      // Between the other two, the proposer learns only that the ring cannot be, not who blocked whom.
      if (await blockedEitherWay(tx, second.coach_id, third.coach_id)) throw forbidden(RingMessages.blockedBetween);
      if (await one(tx, q.openRingOfServices, [ids])) throw conflict(RingMessages.alreadyOpen);
      const ring = (await one(tx, q.insertRing, [proposerId, second.coach_id, third.coach_id, REQUEST_TTL_DAYS]))!;
      const message =
        `Ring: ${mine.coach_name} gives ${mine.title} to ${second.coach_name}, ${second.coach_name} gives ${second.title} to ${third.coach_name}, ${third.coach_name} gives ${third.title} to ${mine.coach_name}.`.slice(
          0,
          2000,
        );
      // Each request: the next member asks for this member's service (stored at its price, for display; never held).
      for (const [service, receiver] of [
        [mine, second],
        [second, third],
        [third, mine],
      ] as const) {
        await run(tx, sq.insertSwapRequest, [
          service.id,
          receiver.coach_id,
          service.coach_id,
          message,
          service.energy_cost,
          ring.id,
          REQUEST_TTL_DAYS,
        ]);
      }
      for (const member of [second, third]) {
        await this.notify(tx, afterCommit, {
          userId: member.coach_id,
          type: 'swap_proposed',
          params: {
            text: 'ringProposed',
            values: {
              proposer: mine.coach_name,
              other: member === second ? third.coach_name : second.coach_name,
              second: second.coach_name,
              third: third.coach_name,
              firstService: mine.title,
              secondService: second.title,
              thirdService: third.title,
            },
          },
          reference: ring.id,
        });
      }
      return ring.id;
    });
    return this.view(proposerId, id);
  }

  /** One of the other two says yes; when both have, all three requests are accepted together. */
  async accept(memberId: string, ringId: string): Promise<RingView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const s = await this.lockPending(tx, memberId, ringId, 'MEMBER');
      if ((s.partner_id === memberId && s.partner_accepted) || (s.third_id === memberId && s.third_accepted))
        throw conflict(RingMessages.alreadyAccepted);
      const { all_accepted } = (await one(tx, q.recordRingAcceptance, [s.id, memberId]))!;
      if (!all_accepted) {
        await this.toldOfOneYes(tx, afterCommit, s, memberId);
        return;
      }
      await many(tx, sq.lockSwapRequests, [s.id]);
      await run(tx, sq.acceptSwapRequests, [s.id, DEFAULT_SESSION_DAYS]);
      await run(tx, sq.setSwapStatus, [s.id, 'accepted', false]);
      await this.tellMembers(tx, afterCommit, s, {
        type: 'swap_accepted',
        params: {
          text: 'ringAccepted',
          values: { proposer: s.proposer_name, partner: s.partner_name, third: s.third_name! },
        },
      });
    });
    return this.view(memberId, ringId);
  }

  /**
   * A yes that leaves the ring waiting: the members who have already said yes (the proposer, and the
   * other member if they had) hear it, so nobody waits on a ring without knowing where it stands.
   * `s` is the ring as locked before this yes. Its kind is the acceptance's: the client reads the
   * ring's state again on it, and mail follows the member's preference for accepted swaps.
   */
  private async toldOfOneYes(tx: EntityManager, afterCommit: AfterCommit, s: sq.LockedSwapRow, memberId: string) {
    const partnerActs = s.partner_id === memberId;
    const who = partnerActs ? s.partner_name : s.third_name!;
    const waitingFor = partnerActs ? s.third_name! : s.partner_name;
    const saidYes = [
      s.proposer_id,
      ...(s.partner_accepted ? [s.partner_id] : []),
      ...(s.third_accepted ? [s.third_id!] : []),
    ];
    for (const userId of saidYes.filter((id) => id !== memberId)) {
      await this.notify(tx, afterCommit, {
        userId,
        type: 'swap_accepted',
        params: { text: 'ringOneYes', values: { who, waitingFor } },
        reference: s.id,
      });
    }
  }

  /** One of the other two says no: the ring and its three requests are declined for all. */
  async decline(memberId: string, ringId: string): Promise<RingView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const s = await this.lockPending(tx, memberId, ringId, 'MEMBER');
      const who = s.partner_id === memberId ? s.partner_name : s.third_name!;
      await this.closeIn(tx, afterCommit, s, 'declined', { text: 'ringDeclined', values: { who } }, memberId);
    });
    return this.view(memberId, ringId);
  }

  /** The proposer withdraws: the ring and its three requests are cancelled. */
  async cancel(memberId: string, ringId: string): Promise<RingView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const s = await this.lockPending(tx, memberId, ringId, 'PROPOSER');
      const why: NotificationParams = { text: 'ringWithdrawn', values: { proposer: s.proposer_name } };
      await this.closeIn(tx, afterCommit, s, 'cancelled', why, memberId);
    });
    return this.view(memberId, ringId);
  }

  /**
   * Closes a pending ring (locked by the caller) and its three requests, and tells its members
   * (all but `actorId`). Used by decline, cancel, and by SwapService for expiry and a member who leaves.
   */
  async closeIn(
    tx: EntityManager,
    afterCommit: AfterCommit,
    s: sq.LockedSwapRow,
    status: 'declined' | 'cancelled' | 'expired',
    why: NotificationParams,
    actorId?: string,
  ) {
    await many(tx, sq.lockSwapRequests, [s.id]);
    await run(tx, sq.closeSwapRequests, [s.id, status]);
    await run(tx, sq.setSwapStatus, [s.id, status, false]);
    await this.tellMembers(tx, afterCommit, s, { type: 'swap_declined', params: why }, actorId);
  }

  /** A request of an accepted ring was completed (SwapService.sideCompleted, ring locked): the third completion completes the ring. No EP move. */
  async sideCompletedIn(tx: EntityManager, afterCommit: AfterCommit, s: sq.LockedSwapRow) {
    if (s.status !== 'accepted') return;
    const { completed } = (await one(tx, sq.completedSides, [s.id]))!;
    if (completed < 3) return;
    await run(tx, sq.setSwapStatus, [s.id, 'completed', false]);
    await this.tellMembers(tx, afterCommit, s, {
      type: 'swap_completed',
      params: { text: 'ringCompleted' },
    });
  }

  async view(memberId: string, ringId: string): Promise<RingView> {
    return ringReader.view(this.db, memberId, ringId);
  }

  /** My rings (proposed and proposed to me), newest first. */
  async mine(memberId: string, page: { first: number; after?: string }): Promise<Page<RingView>> {
    return ringReader.mine(this.db, memberId, page);
  }

  private membersOf(s: sq.LockedSwapRow): string[] {
    return [s.proposer_id, s.partner_id, s.third_id!];
  }

  /** Tells the ring's three members (all but `actorId`, who did it) what became of the ring. */
  private async tellMembers(
    tx: EntityManager,
    afterCommit: AfterCommit,
    s: sq.LockedSwapRow,
    notice: NoticeWithout<'userId' | 'reference'>,
    actorId?: string,
  ) {
    for (const userId of this.membersOf(s)) {
      if (userId !== actorId) await this.notify(tx, afterCommit, { userId, ...notice, reference: s.id });
    }
  }

  private async lockPending(
    tx: EntityManager,
    memberId: string,
    ringId: string,
    role: RingRole,
  ): Promise<sq.LockedSwapRow> {
    if (!isUuid(ringId)) throw notFound(RingMessages.notFound);
    const s = await one(tx, sq.lockSwap, [ringId]);
    if (!s || s.kind !== 'ring' || !this.membersOf(s).includes(memberId)) throw notFound(RingMessages.notFound);
    if (role === 'MEMBER' && s.proposer_id === memberId) throw forbidden(RingMessages.onlyMembersAnswer);
    if (role === 'PROPOSER' && s.proposer_id !== memberId) throw forbidden(RingMessages.onlyProposerCancels);
    if (s.status !== 'pending' || s.expired) throw conflict(RingMessages.notPending);
    return s;
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}
