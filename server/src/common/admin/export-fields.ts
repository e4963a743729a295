// In common/ like the mail topics: the admin module writes the CSV with these columns, and the REST
// document lists them as the values the export accepts.

/** The columns an admin may choose for the members' CSV export, in the order the file has them. */
export const EXPORT_FIELDS = [
  'full_name',
  'email',
  'user_type',
  'energy_points',
  'city',
  'about',
  'skills',
  'referred_count',
  'created_at',
  'last_login',
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];
/** The columns of an export that names none. */
export const DEFAULT_EXPORT_FIELDS: ExportField[] = ['full_name', 'email'];
