import DataLoader from 'dataloader';
import type { AdminRoles } from '../../common/auth/admin-roles.js';

/**
 * Which of `memberIds` have an accepted or completed exchange with the viewer, either way round.
 * The exchanges module answers (`contactCounterparts`, which it makes as the `counterparts` service): exchanges read
 * profiles, so contact privacy names what it needs of them instead of importing them.
 */
export type Counterparts = (viewerId: string, memberIds: string[]) => Promise<Set<string>>;

/** Who is looking: a signed-in member (id and email), or nobody (a visitor). */
export interface Viewer {
  id: string;
  email: string;
}

/**
 * Contact privacy, for one request (REST call or GraphQL operation): a member's email is shown only
 * to that member, to admins, and to the other party of an accepted or completed exchange with them
 *. Everyone else gets null: the
 * field stays in the shape.
 *
 * The "is a counterpart" question is batched with a DataLoader: a list of 100 coaches costs one
 * statement for the whole page (and one more for the admin check), never one per row.
 */
export class ContactVisibility {
  private adminCheck: Promise<boolean> | undefined;
  private readonly counterparts: DataLoader<string, boolean>;

  constructor(
    private readonly counterpartsAmong: Counterparts,
    private readonly adminRoles: AdminRoles,
    private readonly viewer: Viewer | null,
  ) {
    this.counterparts = new DataLoader<string, boolean>(async (memberIds) => {
      const found = await this.counterpartsAmong(this.viewer!.id, [...memberIds]);
      return memberIds.map((id) => found.has(id));
    });
  }

  /** Whether the viewer may see the contact details of the member with this id. */
  async canSee(memberId: string): Promise<boolean> {
    if (!this.viewer) return false;
    if (this.viewer.id === memberId) return true;
    if (await this.viewerIsAdmin()) return true;
    return this.counterparts.load(memberId);
  }

  /** The member's email as the viewer may see it: the address, or null. */
  async emailOf(member: { id: string; email: string }): Promise<string | null> {
    return (await this.canSee(member.id)) ? member.email : null;
  }

  /** The emails of a whole list at once (one query), by member id. */
  async emailsOf(members: ReadonlyArray<{ id: string; email: string }>): Promise<Map<string, string | null>> {
    const emails = await Promise.all(members.map((m) => this.emailOf(m)));
    return new Map(members.map((m, i) => [m.id, emails[i]]));
  }

  private viewerIsAdmin(): Promise<boolean> {
    this.adminCheck ??= this.viewer
      ? this.adminRoles.roleOf(this.viewer.email).then((role) => role !== undefined)
      : Promise.resolve(false);
    return this.adminCheck;
  }
}
