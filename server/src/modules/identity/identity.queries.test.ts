import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { one } from '../../db/typed-query.js';
import { User } from './user.entity.js';
import { MEMBER_COLUMNS, authenticatedMember } from './identity.queries.js';

const { app } = useTestServices({ reset: false });

describe('identity queries', () => {
  it('the member columns of authentication are every column of the User entity', () => {
    const fromEntity = app.db.getMetadata(User).columns.map((c) => [c.databaseName, c.propertyName]);
    expect([...MEMBER_COLUMNS].map(([c, p]) => [c, p]).sort()).toEqual(fromEntity.sort());
  });

  it('authenticatedMember answers the member of a live session under the entity property names', async () => {
    const { user } = await createMember(app, { email: 'typed@example.com' });
    const [session] = await app.db.query(`SELECT id FROM auth_sessions WHERE user_id = $1`, [user.id]);
    const row = await one(app.db, authenticatedMember, [user.id, session.id]);
    expect(row).toMatchObject({ id: user.id, email: 'typed@example.com', signInBlockedReason: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(await one(app.db, authenticatedMember, [user.id, '00000000-0000-0000-0000-000000000000'])).toBeUndefined();
  });
});
