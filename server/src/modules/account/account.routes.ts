import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { codeSentDto } from '../identity/index.js';
import type { AccountExport } from './account-export.js';
import type { AccountService } from './account.service.js';
import { deleteAccountBody } from './account.inputs.js';

/** My data: the export, and deleting the account. */
export function accountRoutes({
  identity,
  account,
  accountExport,
}: {
  identity: MemberAuthenticator;
  account: AccountService;
  accountExport: AccountExport;
}): Router {
  const r = Router();

  // A download: the browser saves it under the file name; nothing in it is cached anywhere.
  r.get('/user/export', requireMember(identity), async (req, res) => {
    const { filename, document } = await accountExport.of(member(req).id);
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.json(document);
  });

  r.post('/user/deletion-code', requireMember(identity), async (req, res) => {
    const sent = await account.mailDeletionCode(member(req), { ip: req.ip });
    res.json(codeSentDto(sent));
  });

  r.delete('/user', requireMember(identity), async (req, res) => {
    const { password, code } = await deleteAccountBody.parse(body(req));
    await account.delete(member(req), { password, code });
    res.json({ message: 'Your account has been deleted' });
  });

  return r;
}
