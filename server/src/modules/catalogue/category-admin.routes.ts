import { Router, type NextFunction, type Request, type Response } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { forbidden } from '../../common/errors/domain-error.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { AdminRoles } from '../../common/auth/admin-roles.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { CatalogueService } from './catalogue.service.js';
import type { CategoryAdminService } from './category-admin.service.js';
import { type Category, CategoryLabel } from './category.entity.js';
import { CatalogueMessages } from './catalogue.messages.js';
import { addCategoryBody, categoryLabelBody, renameCategoryBody } from './category-admin.inputs.js';

const adminCategory = (c: Category): ApiSchema<'AdminCategory'> => ({
  value: c.value,
  label: c.label,
  retired_at: c.retiredAt ? new Date(c.retiredAt).toISOString() : null,
  translated_labels: CategoryLabel.listOf(c.translatedLabels ?? {}).map(({ locale, label }) => ({ locale, label })),
});

/** /api/admin/categories…: super_admins only (403 for admins, like the audit log). */
export function categoryAdminRoutes({
  identity,
  adminRoles,
  catalogue,
  categoryAdmin,
}: {
  identity: MemberAuthenticator;
  adminRoles: AdminRoles;
  catalogue: CatalogueService;
  categoryAdmin: CategoryAdminService;
}): Router {
  const r = Router();
  const requireSuperAdmin = async (req: Request, _res: Response, next: NextFunction) => {
    if ((await adminRoles.roleOf(member(req).email)) !== 'super_admin')
      throw forbidden(CatalogueMessages.superAdminOnly);
    next();
  };
  r.use('/admin/categories', requireMember(identity), requireSuperAdmin);
  const value = (req: Request) => String(req.params.value);

  r.get('/admin/categories', async (_req, res) => {
    res.json((await catalogue.allCategories()).map(adminCategory));
  });
  r.post('/admin/categories', async (req, res) => {
    const added = await categoryAdmin.add(member(req).id, await addCategoryBody.parse(body(req)));
    res.status(201).json(adminCategory(added));
  });
  r.put('/admin/categories/:value', async (req, res) => {
    const { label } = await renameCategoryBody.parse(body(req), { value: value(req) });
    res.json(adminCategory(await categoryAdmin.rename(member(req).id, value(req), label)));
  });
  r.put('/admin/categories/:value/labels/:locale', async (req, res) => {
    const { locale, label } = await categoryLabelBody.parse(body(req), {
      value: value(req),
      locale: String(req.params.locale),
    });
    res.json(adminCategory(await categoryAdmin.setTranslatedLabel(member(req).id, value(req), locale, label)));
  });
  r.post('/admin/categories/:value/retire', async (req, res) => {
    res.json(adminCategory(await categoryAdmin.setRetired(member(req).id, value(req), true)));
  });
  r.post('/admin/categories/:value/restore', async (req, res) => {
    res.json(adminCategory(await categoryAdmin.setRetired(member(req).id, value(req), false)));
  });
  return r;
}
