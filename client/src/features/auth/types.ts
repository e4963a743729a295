import type { SessionUser } from '../../shared/viewer/session';

export interface AuthResult {
  accessToken: string;
  user: SessionUser;
}

/** 'login' for existing members, 'signup' for new accounts; decides the success text. */
export type AuthIntent = 'login' | 'signup';

/** What the surrounding screen does once signed in: a modal closes, a full page reloads. */
export type OnAuthenticated = (result: AuthResult, intent: AuthIntent) => void;
