import { graphql } from '../../gql';

// The access check lives apart: the shell (main bundle) imports it, while everything here loads
// only with the lazy dashboard.
export { AdminAccessQuery } from './accessOperations';

/** Dashboard figures for one period (week, month or year). */
export const AdminAnalyticsQuery = graphql(`
  query AdminAnalytics($period: String!) {
    adminAnalytics(period: $period) {
      period
      totals {
        totalUsers
        usersInPeriod
        totalServices
        totalRequests
        completedExchanges
      }
      userTypes {
        id
        count
      }
      skillsDistribution {
        id
        count
      }
      membersOverTime {
        date
        newMembers
        totalMembers
      }
    }
  }
`);

/** The member list: searched by name or email, sorted server-side, cursor-paginated. */
export const AdminMembersQuery = graphql(`
  query AdminMembers($search: String, $sort: String, $first: Int!, $after: String) {
    adminMembers(search: $search, sort: $sort, first: $first, after: $after) {
      totalCount
      nodes {
        id
        ...MemberRow_member
      }
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);

/** An adjusting ledger entry (never an edit of the balance); the key makes a retry harmless. */
export const AdjustEnergyPointsMutation = graphql(`
  mutation AdjustEnergyPoints($email: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {
    adjustEnergyPoints(email: $email, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {
      applied
      energyPoints
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers {
    adminUsers {
      ...AdminUserFields @unmask
    }
  }
`);

export const AddAdminMutation = graphql(`
  mutation AddAdmin($email: String!, $role: AdminRole!) {
    addAdmin(email: $email, role: $role) {
      ...AdminUserFields @unmask
    }
  }
`);

export const RemoveAdminMutation = graphql(`
  mutation RemoveAdmin($email: String!) {
    removeAdmin(email: $email)
  }
`);

export const ExportUsersMutation = graphql(`
  mutation ExportUsers($fields: [String!]) {
    exportUsers(fields: $fields) {
      csvData
      filename
    }
  }
`);

/** The member's suspension, as lib/suspension writes it where the screens show it. */
export const SuspendMemberMutation = graphql(`
  mutation SuspendMember($userId: ID!, $reason: String!) {
    suspendMember(userId: $userId, reason: $reason) {
      ...MemberSuspensionFields @unmask
    }
  }
`);

export const UnsuspendMemberMutation = graphql(`
  mutation UnsuspendMember($userId: ID!) {
    unsuspendMember(userId: $userId) {
      ...MemberSuspensionFields @unmask
    }
  }
`);

export const AdminReportsQuery = graphql(`
  query AdminReports($status: ReportStatus!, $first: Int!, $after: String) {
    adminReports(status: $status, first: $first, after: $after) {
      nodes {
        id
        ...ReportItem_report
      }
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);

export const CloseReportMutation = graphql(`
  mutation CloseReport($id: ID!, $resolution: String) {
    closeReport(id: $id, resolution: $resolution) {
      id
      ...ReportItem_report
    }
  }
`);

export const AuditLogQuery = graphql(`
  query AuditLog($first: Int!, $after: String) {
    auditLog(first: $first, after: $after) {
      nodes {
        id
        actor
        action
        subject
        subjectName
        detail
        createdAt
      }
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);

export const DeadMailsQuery = graphql(`
  query DeadMails($first: Int!, $after: String) {
    deadMails(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
      nodes {
        ...OutboxMailFields @unmask
      }
    }
  }
`);

/** The mail comes back pending: its row updates in place (normalized by id). */
export const RetryMailMutation = graphql(`
  mutation RetryMail($id: ID!) {
    retryMail(id: $id) {
      ...OutboxMailFields @unmask
    }
  }
`);

/** Categories as super_admins manage them (retired ones included); the public list is `categories`. */
export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    adminCategories {
      ...AdminCategoryFields @unmask
    }
  }
`);

export const AddCategoryMutation = graphql(`
  mutation AddCategory($value: String!, $label: String!) {
    addCategory(value: $value, label: $label) {
      ...AdminCategoryFields @unmask
    }
  }
`);

export const RenameCategoryMutation = graphql(`
  mutation RenameCategory($value: String!, $label: String!) {
    renameCategory(value: $value, label: $label) {
      ...AdminCategoryFields @unmask
    }
  }
`);

export const SetCategoryRetiredMutation = graphql(`
  mutation SetCategoryRetired($value: String!, $retired: Boolean!) {
    setCategoryRetired(value: $value, retired: $retired) {
      ...AdminCategoryFields @unmask
    }
  }
`);
