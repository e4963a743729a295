import type { TestApp } from './harness.js';
import type { SignupInput } from '../src/modules/identity/identity.inputs.js';

let seq = 0;

/** Signs a member up through the identity service; returns the token and the user. */
export async function createMember(app: TestApp, overrides: Partial<SignupInput> = {}) {
  seq++;
  const input = {
    email: `member${seq}@example.com`,
    password: 'secret1',
    fullName: `Member ${seq}`,
    timezone: 'UTC',
    ...overrides,
  } as SignupInput;
  const { accessToken, user } = await app.services.identity.signup(input);
  return { token: accessToken, user };
}
