import { defineMessages } from '@formatjs/intl';
import { AdminRoleMessages } from '../../common/auth/admin-roles.js';

/** The admin dashboard's refusals (roles, members, adjustments, CSV import and export), in the admin's language. */
export const AdminMessages = {
  // Said by every admin-only route, the other modules' too.
  ...AdminRoleMessages,
  ...defineMessages({
    notThatManyEp: { id: 'admin.notThatManyEp', defaultMessage: 'The member does not have that many EP to remove' },
    emailRequired: { id: 'admin.emailRequired', defaultMessage: 'Email is required' },
    roleInvalid: { id: 'admin.roleInvalid', defaultMessage: 'role must be admin or super_admin' },
    onlySuperAdmin: {
      id: 'admin.onlySuperAdmin',
      defaultMessage: 'Only a super_admin can grant or remove super_admin',
    },
    cannotRemoveSelf: { id: 'admin.cannotRemoveSelf', defaultMessage: 'You cannot remove yourself' },
    adminNotFound: { id: 'admin.adminNotFound', defaultMessage: 'Admin user not found' },
    lastSuperAdmin: { id: 'admin.lastSuperAdmin', defaultMessage: 'The last super_admin cannot be removed' },
    sortOneOf: { id: 'admin.sortOneOf', defaultMessage: 'sort must be one of {sorts}' },
    period: { id: 'admin.period', defaultMessage: 'period must be week, month or year' },
    amount: { id: 'admin.amount', defaultMessage: 'amount must be a non-zero whole number' },
    reasonRequired: { id: 'admin.reasonRequired', defaultMessage: 'A reason is required' },
    reasonTooLong: {
      id: 'admin.reasonTooLong',
      defaultMessage: 'The reason must be at most {max, number} characters long',
    },
    adjustmentLimit: {
      id: 'admin.adjustmentLimit',
      defaultMessage: 'Adjustments of more than {limit, number} EP need a super_admin',
    },
    userNotFound: { id: 'admin.userNotFound', defaultMessage: 'User not found' },
    ownPoints: { id: 'admin.ownPoints', defaultMessage: 'You cannot adjust your own Energy Points' },
    csvTooLarge: { id: 'admin.csv.tooLarge', defaultMessage: 'The CSV file is larger than 5 MB' },
    csvInvalid: { id: 'admin.csv.invalid', defaultMessage: 'The file is not valid CSV: {reason}' },
    csvNoRows: { id: 'admin.csv.noRows', defaultMessage: 'The CSV file has no rows' },
    csvColumns: { id: 'admin.csv.columns', defaultMessage: 'The CSV needs the columns full_name and email' },
    csvUploadField: { id: 'admin.csv.uploadField', defaultMessage: 'Upload the file in the field csv_file' },
    csvUnreadable: { id: 'admin.csv.unreadable', defaultMessage: 'The upload could not be read' },
    csvAttach: { id: 'admin.csv.attach', defaultMessage: 'Attach a CSV file as csv_file' },
    csvSelectFile: { id: 'admin.csv.selectFile', defaultMessage: 'Please select a CSV file' },
    exportNoField: { id: 'admin.export.noField', defaultMessage: 'Select at least one field to export' },
    exportUnknownField: { id: 'admin.export.unknownField', defaultMessage: 'Unknown field: {field}' },
  }),
};

/**
 * Why an import skipped a row, in the admin's language: the import report's `reason` per row.
 * Column names (`full_name`, `user_type`) and values (`free`) stay as the file writes them.
 */
export const ImportSkipReasons = defineMessages({
  columnCount: {
    id: 'admin.import.columnCount',
    defaultMessage: 'expected {expected, number} columns, found {found, number}',
  },
  formula: { id: 'admin.import.formula', defaultMessage: 'formula-like value in {column}' },
  duplicate: {
    id: 'admin.import.duplicate',
    defaultMessage: 'duplicate email in the file (first on line {line, number, ::group-off})',
  },
  registered: { id: 'admin.import.registered', defaultMessage: 'email already registered' },
  failed: { id: 'admin.import.failed', defaultMessage: 'could not be imported' },
  emailRequired: { id: 'admin.import.emailRequired', defaultMessage: 'email is required' },
  invalidEmail: { id: 'admin.import.invalidEmail', defaultMessage: 'invalid email' },
  fullNameRequired: { id: 'admin.import.fullNameRequired', defaultMessage: 'full_name is required' },
  tooLong: {
    id: 'admin.import.tooLong',
    defaultMessage: '{column} is longer than {max, number, ::group-off} characters',
  },
  userType: { id: 'admin.import.userType', defaultMessage: 'user_type must be free or premium' },
  pointsWhole: {
    id: 'admin.import.pointsWhole',
    defaultMessage: 'energy_points must be a whole number of 0 or more',
  },
  pointsMax: {
    id: 'admin.import.pointsMax',
    defaultMessage: 'energy_points must be at most {max, number, ::group-off}',
  },
  unknownSkill: { id: 'admin.import.unknownSkill', defaultMessage: 'unknown skill: {skill}' },
});

/**
 * The members' CSV export in the admin's language: its header row and its worded cells (the
 * account type). English keeps the column names and values the import reads (`full_name`, `free`),
 * and the import reads every language's words back (`fieldOfHeader`, `userTypeOf`), so an export
 * in any language round-trips.
 */
export const ExportHeaders = defineMessages({
  full_name: { id: 'admin.export.header.fullName', defaultMessage: 'full_name' },
  email: { id: 'admin.export.header.email', defaultMessage: 'email' },
  user_type: { id: 'admin.export.header.userType', defaultMessage: 'user_type' },
  energy_points: { id: 'admin.export.header.energyPoints', defaultMessage: 'energy_points' },
  city: { id: 'admin.export.header.city', defaultMessage: 'city' },
  about: { id: 'admin.export.header.about', defaultMessage: 'about' },
  skills: { id: 'admin.export.header.skills', defaultMessage: 'skills' },
  referred_count: { id: 'admin.export.header.referredCount', defaultMessage: 'referred_count' },
  created_at: { id: 'admin.export.header.createdAt', defaultMessage: 'created_at' },
  last_login: { id: 'admin.export.header.lastLogin', defaultMessage: 'last_login' },
});

export const ExportUserTypes = defineMessages({
  free: { id: 'admin.export.userType.free', defaultMessage: 'free' },
  premium: { id: 'admin.export.userType.premium', defaultMessage: 'premium' },
});
