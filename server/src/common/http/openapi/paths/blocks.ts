import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { confirmation, ref } from '../shapes.js';

const TAG = 'Questions';

const memberOf = {
  id: { description: 'The member id.', notFound: '`Member not found`.' },
};

/** Blocking members (modules/blocks): private to the member who blocks. */
export const blockPaths = routes(TAG, {
  'POST /members/{id}/block': {
    summary: 'Block a member',
    description:
      'No questions, requests or messages between us until I unblock them: whoever tries is refused with 403 and says why. They are not told. Blocking twice keeps the first block. Reporting a member to the admins stays `POST /reports`.',
    access: 'member',
    params: memberOf,
    ok: { status: 201, description: 'Blocked.', schema: ref(S.BlockedMember) },
    errors: { 400: '`You cannot block yourself`.' },
  },
  'DELETE /members/{id}/block': {
    summary: 'Unblock a member',
    description: 'Nothing changes when they were not blocked.',
    access: 'member',
    params: memberOf,
    ok: { description: 'Unblocked.', schema: confirmation('Member unblocked') },
  },
  'GET /blocked-members': {
    summary: 'The members I blocked',
    description: 'The newest block first.',
    access: 'member',
    ...pagedList({ arrayOf: S.BlockedMember, description: 'A page of the members I blocked.' }),
  },
});
