import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { parseInput } from '../../common/validation.js';
import { LoginInput, SendCodeInput, SignupInput, VerifyCodeInput, VerifyEmailInput } from './identity.inputs.js';
import type { AuthResult, IdentityService } from './identity.service.js';
import { codeSentDto, userDto } from './identity.dto.js';
import type { LedgerService } from '../ledger/index.js';
import type { DataSource } from 'typeorm';

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
    const b = body(req);
    const input = await parseInput(SignupInput, {
      email: b.email,
      password: b.password,
      fullName: b.full_name,
      timezone: b.timezone,
      referralCode: b.referral_code ?? undefined,
    });
    res.status(201).json(await authAnswer(await identity.signup(input, { ip: req.ip })));
  });

  r.post('/auth/login', async (req, res) => {
    const b = body(req);
    const input = await parseInput(LoginInput, { email: b.email, password: b.password });
    res.json(await authAnswer(await identity.login(input, { ip: req.ip })));
  });

  r.post('/auth/send-otp', async (req, res) => {
    const b = body(req);
    const input = await parseInput(SendCodeInput, {
      email: b.email,
      fullName: b.full_name ?? undefined,
      referralCode: b.referral_code || undefined,
      timezone: b.timezone ?? undefined,
    });
    const sent = await identity.sendCode(input, { ip: req.ip });
    res.json(codeSentDto(sent));
  });

  r.post('/auth/verify-otp', async (req, res) => {
    const b = body(req);
    const input = await parseInput(VerifyCodeInput, { email: b.email, code: b.otp_code });
    res.json(await authAnswer(await identity.verifyCode(input, { ip: req.ip })));
  });

  // The signed-in member confirms their address with the mailed code (the banner).
  r.post('/auth/verify-email', requireMember(identity), async (req, res) => {
    const input = await parseInput(VerifyEmailInput, { code: body(req).code });
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
