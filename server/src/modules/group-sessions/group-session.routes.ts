import { Router } from 'express';
import { body, member, optionalMember, queryText, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import { invalid } from '../../common/errors/domain-error.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { GROUP_SESSIONS_MAX_PAGE, GroupMessages, type GroupSessionService } from './group-session.service.js';
import { completeGroupSessionBody, groupSessionNotesBody, scheduleGroupSessionBody } from './group-session.types.js';
import { groupSessionDto } from './group-session.dto.js';

/** Group sessions: a service's occurrences, one occurrence, its seats, and the member's own list. */
export function groupSessionRoutes({
  identity,
  groupSessions,
}: {
  identity: MemberAuthenticator;
  groupSessions: GroupSessionService;
}): Router {
  const r = Router();
  const auth = requireMember(identity);
  // Seat counts are public; a signed-in caller also sees their own seat (and, as coach, the roster).
  const caller = optionalMember(identity);

  r.get('/services/:id/group-sessions', caller, async (req, res) => {
    const list = await groupSessions.upcoming(req.member?.id ?? null, String(req.params.id));
    res.json(list.map(groupSessionDto));
  });

  r.post('/services/:id/group-sessions', auth, async (req, res) => {
    const input = await scheduleGroupSessionBody.parse(body(req), { serviceId: String(req.params.id) });
    res.status(201).json(groupSessionDto(await groupSessions.schedule(member(req).id, input)));
  });

  r.get('/user/group-sessions', auth, async (req, res) => {
    const role = queryText(req, 'role') ?? 'attendee';
    if (role !== 'coach' && role !== 'attendee') throw invalid(GroupMessages.roleFilter);
    const { limit, cursor } = pageParams(req, { defaultLimit: 20, maxLimit: GROUP_SESSIONS_MAX_PAGE });
    const page = await groupSessions.mine(member(req).id, role, { first: limit, after: cursor });
    sendPageHeaders(req, res, page);
    res.json(page.items.map(groupSessionDto));
  });

  r.get('/group-sessions/:id', caller, async (req, res) => {
    res.json(groupSessionDto(await groupSessions.view(req.member?.id ?? null, String(req.params.id))));
  });

  r.put('/group-sessions/:id/notes', auth, async (req, res) => {
    const input = await groupSessionNotesBody.parse(body(req));
    res.json(groupSessionDto(await groupSessions.editNotes(member(req).id, String(req.params.id), input.notes)));
  });

  for (const action of ['join', 'leave', 'cancel'] as const) {
    r.post(`/group-sessions/:id/${action}`, auth, async (req, res) => {
      res.json(groupSessionDto(await groupSessions[action](member(req).id, String(req.params.id))));
    });
  }

  r.post('/group-sessions/:id/complete', auth, async (req, res) => {
    const input = await completeGroupSessionBody.parse(body(req));
    res.json(groupSessionDto(await groupSessions.complete(member(req).id, String(req.params.id), input.attended)));
  });

  return r;
}
