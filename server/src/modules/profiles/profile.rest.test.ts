import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { PNG_1x1, dataUrl } from '../../../test/fixtures/images.js';

const { app, api } = useTestApp();

const onboarding = {
  bio: 'I coach founders.',
  location: 'Lisbon',
  experience_years: 7,
  skills: ['Business Coaching', 'sales', 'Sales'],
  profile_image: dataUrl('image/png', PNG_1x1),
};

describe('GET /api/dashboard', () => {
  it('answers the signed-in member', async () => {
    const { token, user } = await createMember(app, { fullName: 'Zoe Park' });
    const res = await api.get('/dashboard', token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, full_name: 'Zoe Park', energy_points: 1, user_type: 'free' });
  });
});

describe('GET and PUT /api/user/profile', () => {
  it('starts empty, and the onboarding save stores the profile and completes onboarding', async () => {
    const { token } = await createMember(app);
    const before = await api.get('/user/profile', token);
    expect(before.body).toMatchObject({ bio: null, skills: [], profile_image: null, profile_completed: false });

    const res = await api.put('/user/profile', onboarding, token);
    expect(res.status).toBe(200);
    expect(res.body.user.profile_completed).toBe(true);

    const after = await api.get('/user/profile', token);
    expect(after.body).toMatchObject({
      bio: 'I coach founders.',
      location: 'Lisbon',
      experience_years: 7,
      skills: ['Business Coaching', 'Sales'], // canonical labels, no duplicates
      profile_image: expect.stringMatching(/^data:image\/jpeg;base64,/), // re-encoded (media.test.ts)
      profile_completed: true,
    });
  });

  it("stores a skill picked by its label in the member's language as its category's English label", async () => {
    // The onboarding's and the profile's pickers offer the labels in the member's language.
    const { token } = await createMember(app);
    const res = await api.put('/user/profile', { skills: ['التسويق', 'Diseño y marca', 'Marketing'] }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await api.get('/user/profile', token)).body.skills).toEqual(['Marketing', 'Design & Branding']);
  });

  it('saves full_name and image_source from the profile screen, and leaves absent fields alone', async () => {
    const { token } = await createMember(app);
    await api.put('/user/profile', onboarding, token);
    const res = await api.put('/user/profile', { full_name: '  New Name ', image_source: 'upload' }, token);
    expect(res.status).toBe(200);
    expect(res.body.user.full_name).toBe('New Name');
    expect(res.body.profile).toMatchObject({ image_source: 'upload', bio: 'I coach founders.', location: 'Lisbon' });
  });

  it.each([
    [{ profile_image: 'data:image/png;base64,AAAA' }, 'Please select an image file'],
    [{ experience_years: -1 }, 'Experience years must be between 0 and 80'],
    [{ experience_years: 81 }, 'Experience years must be between 0 and 80'],
    [{ experience_years: 2.5 }, 'Experience years must be a whole number'],
    [{ experience_years: '7' }, 'Experience years must be a whole number'],
    [{ skills: ['Underwater Basket Weaving'] }, 'Unknown skill: Underwater Basket Weaving'],
    [{ skills: 'Sales' }, 'skills must be a list of skill names'],
    [{ bio: 'x'.repeat(2001) }, 'Bio must be at most 2000 characters long'],
    [{ image_source: 'facebook' }, 'image_source must be gravatar or upload'],
    [{ full_name: '  ' }, 'Full name is required'],
  ])('refuses bad input #%# with 400 and changes nothing', async (payload, detail) => {
    const { token } = await createMember(app);
    const res = await api.put('/user/profile', payload, token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    const [row] = await app.db.query(`SELECT profile_completed FROM users`);
    expect(row.profile_completed).toBe(false);
  });

  it('needs a token', async () => {
    expect((await api.get('/user/profile')).status).toBe(401);
    expect((await api.put('/user/profile', onboarding)).status).toBe(401);
  });
});

describe('referrals', () => {
  it('validates codes: GET /api/validate-referral/{code}', async () => {
    const { user } = await createMember(app, { fullName: 'Rita Referrer' });
    expect((await api.get(`/validate-referral/${user.referralCode}`)).body).toEqual({
      valid: true,
      referrer_name: 'Rita Referrer',
    });
    expect((await api.get(`/validate-referral/${user.referralCode.toLowerCase()}`)).body.valid).toBe(true);
    expect((await api.get('/validate-referral/NOPE42')).body).toEqual({ valid: false, referrer_name: null });
    expect((await api.get(`/validate-referral/${'%27%3B--'}`)).body).toEqual({ valid: false, referrer_name: null });
  });

  it('records the referral at sign-up and pays +5 EP once, when onboarding completes', async () => {
    const referrer = await createMember(app, { fullName: 'Rita' });
    await api.post('/auth/send-otp', {
      email: 'new@example.com',
      full_name: 'Nico New',
      referral_code: referrer.user.referralCode,
    });
    const code = await app.smtp.codeFor('new@example.com');
    const { body } = await api.post('/auth/verify-otp', { email: 'new@example.com', otp_code: code });

    let info = (await api.get('/user/referral-info', referrer.token)).body;
    expect(info).toMatchObject({ total_referrals: 1, successful_referrals: 0, ep_earned: 0 });
    expect(info.referral_link).toBe(`http://localhost:4000/?ref=${referrer.user.referralCode}`);
    expect(info.recent_referrals).toEqual([
      { full_name: 'Nico New', created_at: expect.any(String), completed: false },
    ]);

    await Promise.all([
      api.put('/user/profile', onboarding, body.access_token),
      api.put('/user/profile', onboarding, body.access_token),
    ]);
    await api.put('/user/profile', { bio: 'again' }, body.access_token);

    info = (await api.get('/user/referral-info', referrer.token)).body;
    expect(info).toMatchObject({ total_referrals: 1, successful_referrals: 1, ep_earned: 5 });
    expect((await api.get('/dashboard', referrer.token)).body.user.energy_points).toBe(6);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });

  it('shows the 5 most recent referrals only', async () => {
    const referrer = await createMember(app);
    for (let i = 0; i < 7; i++) await createMember(app, { referralCode: referrer.user.referralCode });
    const info = (await api.get('/user/referral-info', referrer.token)).body;
    expect(info.total_referrals).toBe(7);
    expect(info.recent_referrals).toHaveLength(5);
  });
});

describe('categories and skills', () => {
  it('serves one seeded list to both endpoints', async () => {
    const categories = (await api.get('/categories')).body;
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories[0]).toEqual({ value: 'business_coaching', label: 'Business Coaching' });
    const { skills } = (await api.get('/service-categories-for-skills')).body;
    expect(skills).toEqual(categories.map((c: { label: string }) => c.label));
  });
});

describe('POST /api/demo/create-demo-data', () => {
  it('answers 404 when DEMO_DATA is off', async () => {
    const res = await api.post('/demo/create-demo-data');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Demo data is disabled');
  });
});
