import { Router } from 'express';
import { optionalMember, readerLocale } from '../../common/http/rest.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { CatalogueService } from './catalogue.service.js';
import type { PublicAnswers } from '../../common/http/public-answers.js';

export function catalogueRoutes({
  identity,
  catalogue,
  publicAnswers,
}: {
  identity: MemberAuthenticator;
  catalogue: CatalogueService;
  /** The same answer to everyone: kept a second, with an ETag (forgotten when categories change). */
  publicAnswers: PublicAnswers;
}): Router {
  const r = Router();
  // Labelled in the reader's language (a signed-in member's own, else Accept-Language): one kept answer per language.
  r.get('/categories', optionalMember(identity), async (req, res) => {
    const locale = readerLocale(req);
    await publicAnswers.send(req, res, `categories:${locale}`, async () =>
      (await catalogue.categories(locale)).map((c) => ({ value: c.value, label: c.label })),
    );
  });
  // The skills a member may pick, in the reader's language; a profile or a filter takes any language's label.
  r.get('/service-categories-for-skills', optionalMember(identity), async (req, res) => {
    res.json({ skills: await catalogue.skills(readerLocale(req)) });
  });
  return r;
}
