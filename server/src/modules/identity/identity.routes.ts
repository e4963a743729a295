import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { loginBody, sendCodeBody, signupBody, verifyCodeBody, verifyEmailBody } from './identity.inputs.js';
import type { AuthResult, IdentityService } from './identity.service.js';
import { codeSentDto, userDto } from './identity.dto.js';
import type { LedgerService } from '../ledger/index.js';
import type { DataSource } from 'typeorm';
import { requestLocale } from '../../common/i18n/index.js';

/** POST /api/auth/*: sign-up, sign-in, codes and referral. */
export function identityRoutes({
  identity,
  ledger,
  db,
}: {
  identity: IdentityService;
  ledger: LedgerService;
  db: DataSource;
}): Router {
  const r = Router();

  const authAnswer = async ({ accessToken, user }: AuthResult) => ({
    access_token: accessToken,
    token_type: 'bearer',
    user: userDto(user, await ledger.balancesOf(db.manager, user.id)),
  });

  r.post('/auth/signup', async (req, res) => {
    const input = await signupBody.parse(body(req));
    res.status(201).json(await authAnswer(await identity.signup(input, { ip: req.ip })));
  });

  r.post('/auth/login', async (req, res) => {
    const input = await loginBody.parse(body(req));
    res.json(await authAnswer(await identity.login(input, { ip: req.ip })));
  });

  r.post('/auth/send-otp', async (req, res) => {
    const input = await sendCodeBody.parse(body(req));
    const sent = await identity.sendCode(input, { ip: req.ip, locale: requestLocale(req) });
    res.json(codeSentDto(sent));
  });

  r.post('/auth/verify-otp', async (req, res) => {
    const input = await verifyCodeBody.parse(body(req));
    res.json(await authAnswer(await identity.verifyCode(input, { ip: req.ip })));
  });

  // The signed-in member confirms their address with the mailed code (the banner).
  r.post('/auth/verify-email', requireMember(identity), async (req, res) => {
    const input = await verifyEmailBody.parse(body(req));
    const user = await identity.verifyEmail(member(req), input.code, { ip: req.ip });
    res.json(userDto(user, await ledger.balancesOf(db.manager, user.id)));
  });

  r.post('/auth/resend-verification', requireMember(identity), async (req, res) => {
    const sent = await identity.resendVerification(member(req), { ip: req.ip });
    res.json(codeSentDto(sent));
  });

  r.post('/auth/logout-all', requireMember(identity), async (req, res) => {
    await identity.logoutEverywhere(member(req).id);
    res.json({ message: 'Signed out everywhere' });
  });

  return r;
}
