import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/**
 * A member's language (users.locale) over both transports, and the errors answered in the caller's
 * language: REST by Accept-Language, GraphQL by the signed-in member's language, else Accept-Language.
 */
const { app, api, gql } = useTestApp();

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'secret1',
  full_name: 'Lena Díaz',
  timezone: 'Europe/Madrid',
  ...extra,
});

/** A GraphQL call that says which languages the browser prefers (the harness's gql sends none). */
async function gqlIn(language: string, query: string, variables?: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions: { code: string } }> };
}

describe('a member’s language over REST', () => {
  it('keeps the language chosen at sign-up and answers it on the user object', async () => {
    const res = await api.post('/auth/signup', signupBody('lena@example.com', { locale: 'es' }));
    expect(res.status).toBe(201);
    expect(res.body.user.locale).toBe('es');
    const login = await api.post('/auth/login', { email: 'lena@example.com', password: 'secret1' });
    expect(login.body.user.locale).toBe('es');
  });

  it('is English when the sign-up does not say', async () => {
    const res = await api.post('/auth/signup', signupBody('tom@example.com'));
    expect(res.body.user.locale).toBe('en');
  });

  it('keeps the language of a code sign-up until the code comes back', async () => {
    await api.post('/auth/send-otp', { email: 'nour@example.com', full_name: 'Nour', locale: 'ar' });
    const code = await app.smtp.codeFor('nour@example.com');
    const res = await api.post('/auth/verify-otp', { email: 'nour@example.com', otp_code: code });
    expect(res.status).toBe(200);
    expect(res.body.user.locale).toBe('ar');
  });

  it('refuses a language without catalogs with 400 and creates nobody', async () => {
    const res = await api.post('/auth/signup', signupBody('x@example.com', { locale: 'fr' }));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('locale must be one of en, ar, de, es');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
  });

  it('changes with PUT /api/user/profile without completing onboarding', async () => {
    const { token } = await createMember(app);
    const res = await api.put('/user/profile', { locale: 'de' }, token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ locale: 'de', profile_completed: false });
    const bad = await api.put('/user/profile', { locale: 'klingon' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('locale must be one of en, ar, de, es');
    expect(await app.db.query(`SELECT locale FROM users`)).toEqual([{ locale: 'de' }]);
  });
});

describe('REST answers {detail} in the Accept-Language language', () => {
  const login = (language?: string) =>
    api.call('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: 'wrong-one' },
      headers: language ? { 'accept-language': language } : {},
    });

  it('in English without the header, exactly as before', async () => {
    const res = await login();
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Invalid email or password');
  });

  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'El correo o la contraseña no son correctos'],
    ['de', 'E-Mail-Adresse oder Passwort stimmen nicht'],
    ['fr-FR, ar;q=0.5', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'],
    ['fr-FR', 'Invalid email or password'],
  ])('for %s', async (language, detail) => {
    const res = await login(language);
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(detail);
  });

  it('translates a validation rule with its values, and keeps its code', async () => {
    const res = await api.call('POST', '/auth/signup', {
      body: signupBody('short@example.com', { password: '123' }),
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: 'La contraseña debe tener al menos 6 caracteres', code: 'VALIDATION' });
  });
});

describe('GraphQL messages in the caller’s language', () => {
  const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { user { id locale } } }`;
  const ME = `{ me { locale } }`;
  const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { locale profileCompleted } }`;

  it('takes the language at sign-up, reads it back and changes it through the profile', async () => {
    const signed = await gql(SIGNUP, {
      input: { email: 'g@example.com', password: 'secret1', fullName: 'G', timezone: 'UTC', locale: 'de' },
    });
    expect(signed.data.signup.user.locale).toBe('de');
    const { token } = await createMember(app);
    expect((await gql(ME, undefined, token)).data.me.locale).toBe('en');
    const saved = await gql(UPDATE, { input: { locale: 'ar' } }, token);
    expect(saved.data.updateProfile).toEqual({ locale: 'ar', profileCompleted: false });
    // From now on the member reads GraphQL's messages in Arabic, though the browser says nothing.
    const bad = await gql(UPDATE, { input: { locale: 'xx' } }, token);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'يجب أن تكون اللغة واحدة من: en, ar, de, es',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a visitor in the Accept-Language language, with the same code', async () => {
    const LOGIN = `mutation { login(input: { email: "none@example.com", password: "nope" }) { accessToken } }`;
    const english = await gql(LOGIN);
    expect(english.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const german = await gqlIn('de-DE,de;q=0.9', LOGIN);
    expect(german.errors?.[0]).toMatchObject({
      message: 'E-Mail-Adresse oder Passwort stimmen nicht',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const invalid = await gqlIn('es', SIGNUP, {
      input: { email: 'bad', password: 'secret1', fullName: 'B', timezone: 'UTC' },
    });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Introduce un correo electrónico válido',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a member in their own language, whatever the browser says', async () => {
    const { token } = await createMember(app, { locale: 'ar' });
    const coach = await createMember(app);
    const service = await createService(app, coach.user.id, { energyCost: 5 }); // a new member holds 1 EP
    const res = await gqlIn(
      'en-US',
      `mutation($id: ID!) { sendRequest(input: { serviceId: $id }) { id } }`,
      { id: service.id },
      token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'ليس لديك ما يكفي من نقاط الطاقة لهذا التبادل!',
      extensions: { code: 'INSUFFICIENT_FUNDS' },
    });
  });
});
