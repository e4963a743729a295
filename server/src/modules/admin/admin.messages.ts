import { defineMessages } from '@formatjs/intl';

/** The admin dashboard's refusals (roles, members, adjustments, CSV import and export), in the admin's language. */
export const AdminMessages = defineMessages({
  accessRequired: { id: 'admin.accessRequired', defaultMessage: 'Admin access required' },
  noAccess: { id: 'admin.noAccess', defaultMessage: 'You do not have access to this' },
  emailRequired: { id: 'admin.emailRequired', defaultMessage: 'Email is required' },
  roleInvalid: { id: 'admin.roleInvalid', defaultMessage: 'role must be admin or super_admin' },
  onlySuperAdmin: { id: 'admin.onlySuperAdmin', defaultMessage: 'Only a super_admin can grant or remove super_admin' },
  cannotRemoveSelf: { id: 'admin.cannotRemoveSelf', defaultMessage: 'You cannot remove yourself' },
  adminNotFound: { id: 'admin.adminNotFound', defaultMessage: 'Admin user not found' },
  lastSuperAdmin: { id: 'admin.lastSuperAdmin', defaultMessage: 'The last super_admin cannot be removed' },
  pageSize: { id: 'admin.pageSize', defaultMessage: 'Page size must be between 1 and {max, number}' },
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
});
