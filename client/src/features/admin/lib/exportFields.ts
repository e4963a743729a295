/** The export columns the REST facade offers, in the server's order, with the words the form shows. */
export const EXPORT_FIELDS = [
  { id: 'full_name', label: 'Full name' },
  { id: 'email', label: 'Email' },
  { id: 'user_type', label: 'User type' },
  { id: 'energy_points', label: 'Energy Points' },
  { id: 'city', label: 'City' },
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'referred_count', label: 'Referred count' },
  { id: 'created_at', label: 'Joined' },
  { id: 'last_login', label: 'Last login' },
] as const;

export type ExportFieldId = (typeof EXPORT_FIELDS)[number]['id'];

export const DEFAULT_EXPORT_FIELDS: readonly ExportFieldId[] = ['full_name', 'email'];

/** The chosen fields in the canonical column order, whatever order they were ticked in. */
export function orderedFields(selected: ReadonlySet<ExportFieldId>): ExportFieldId[] {
  return EXPORT_FIELDS.map((field) => field.id).filter((id) => selected.has(id));
}
