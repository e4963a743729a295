import { defineMessage, type MessageDescriptor } from 'react-intl';

/** The export columns the REST facade offers, in the server's order, with the words the form shows. */
export const EXPORT_FIELDS = [
  { id: 'full_name', label: defineMessage({ id: 'admin.export.field.fullName', defaultMessage: 'Full name' }) },
  { id: 'email', label: defineMessage({ id: 'admin.export.field.email', defaultMessage: 'Email' }) },
  { id: 'user_type', label: defineMessage({ id: 'admin.export.field.userType', defaultMessage: 'User type' }) },
  {
    id: 'energy_points',
    label: defineMessage({ id: 'admin.export.field.energyPoints', defaultMessage: 'Energy Points' }),
  },
  { id: 'city', label: defineMessage({ id: 'admin.export.field.city', defaultMessage: 'City' }) },
  { id: 'about', label: defineMessage({ id: 'admin.export.field.about', defaultMessage: 'About' }) },
  { id: 'skills', label: defineMessage({ id: 'admin.export.field.skills', defaultMessage: 'Skills' }) },
  {
    id: 'referred_count',
    label: defineMessage({ id: 'admin.export.field.referredCount', defaultMessage: 'Referred count' }),
  },
  { id: 'created_at', label: defineMessage({ id: 'admin.export.field.joined', defaultMessage: 'Joined' }) },
  { id: 'last_login', label: defineMessage({ id: 'admin.export.field.lastLogin', defaultMessage: 'Last login' }) },
] as const satisfies ReadonlyArray<{ id: string; label: MessageDescriptor }>;

export type ExportFieldId = (typeof EXPORT_FIELDS)[number]['id'];

export const DEFAULT_EXPORT_FIELDS: readonly ExportFieldId[] = ['full_name', 'email'];

/** The chosen fields in the canonical column order, whatever order they were ticked in. */
export function orderedFields(selected: ReadonlySet<ExportFieldId>): ExportFieldId[] {
  return EXPORT_FIELDS.map((field) => field.id).filter((id) => selected.has(id));
}
