import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';

const { app, api } = useTestApp();

describe('/api/user/availability and /api/users/{id}/availability', () => {
  it('replaces the week and reads it back, for the owner and for others', async () => {
    const a = await createMember(app, { timezone: 'America/New_York' });
    const b = await createMember(app);
    const empty = await api.get('/user/availability', a.token);
    expect(empty.body.availability).toEqual({
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    });
    const all13 = Array.from({ length: 13 }, (_, i) => `${String(7 + i).padStart(2, '0')}:00`);
    const put = await api.put('/user/availability', { availability: { friday: all13, saturday: ['10:00'] } }, a.token);
    expect(put.status).toBe(200);
    expect(put.body.availability.friday).toHaveLength(13);
    const second = await api.put(
      '/user/availability',
      { availability: { monday: ['08:00'] }, timezone: 'Asia/Tokyo' },
      a.token,
    );
    expect(second.body).toEqual({
      availability: {
        monday: ['08:00'],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      timezone: 'Asia/Tokyo',
    });
    const other = await api.get(`/users/${a.user.id}/availability`, b.token);
    expect(other.body.availability.monday).toEqual(['08:00']);
  });

  it.each([
    [{ availability: { monday: ['06:00'] } }, 'Time slots must be between 07:00 and 19:00'],
    [{ availability: { monday: ['20:00'] } }, 'Time slots must be between 07:00 and 19:00'],
    [{ availability: { monday: ['09:30'] } }, 'Time slots must be whole hours such as 09:00'],
    [{ availability: { funday: ['09:00'] } }, 'Unknown day: funday'],
    [{ availability: { monday: '09:00' } }, 'monday must be a list of time slots'],
    [{ availability: ['09:00'] }, 'availability must map weekdays (monday … sunday) to lists of time slots'],
    [{}, 'availability is required'],
    [{ availability: {}, timezone: 'Nowhere/Else' }, 'timezone must be an IANA timezone such as Europe/Paris'],
    // A null week or zone is not one (the body's input gives them to the rules as sent).
    [{ availability: null }, 'availability must map weekdays (monday … sunday) to lists of time slots'],
    [{ availability: 'monday' }, 'availability must map weekdays (monday … sunday) to lists of time slots'],
    [{ availability: {}, timezone: null }, 'timezone must be an IANA timezone such as Europe/Paris'],
    [
      { availability: { Monday: ['09:00'], tuesday: null }, timezone: 7 },
      'timezone must be an IANA timezone such as Europe/Paris',
    ],
  ])('refuses bad input #%# with 400 and keeps the old week', async (payload, detail) => {
    const a = await createMember(app);
    await api.put('/user/availability', { availability: { monday: ['09:00'] } }, a.token);
    const res = await api.put('/user/availability', payload, a.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect((await api.get('/user/availability', a.token)).body.availability.monday).toEqual(['09:00']);
  });

  it('reads the week as sent: day names in any case, a null day emptied, the zone beside it', async () => {
    const a = await createMember(app);
    const res = await api.put(
      '/user/availability',
      { availability: { Monday: ['08:00'], TUESDAY: null }, timezone: 'Asia/Tokyo' },
      a.token,
    );
    expect([res.status, res.body.availability.monday, res.body.availability.tuesday, res.body.timezone]).toEqual([
      200,
      ['08:00'],
      [],
      'Asia/Tokyo',
    ]);
  });

  it('answers 404 for an unknown member and 401 without a token', async () => {
    const a = await createMember(app);
    expect((await api.get('/users/00000000-0000-4000-8000-000000000000/availability', a.token)).status).toBe(404);
    expect((await api.get('/user/availability')).status).toBe(401);
  });
});
