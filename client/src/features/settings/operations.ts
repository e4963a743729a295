import { graphql } from '../../gql';

export const AvailabilityFieldsFragment = graphql(`
  fragment AvailabilityFields on Availability {
    monday
    tuesday
    wednesday
    thursday
    friday
    saturday
    sunday
    timezone
  }
`);

export const MyAvailabilityQuery = graphql(`
  query MyAvailability {
    myAvailability {
      ...AvailabilityFields @unmask
    }
  }
`);

/** Replaces the whole week; the timezone stays the member's own when it is not sent. */
export const SetAvailabilityMutation = graphql(`
  mutation SetAvailability($input: AvailabilityInput!) {
    setAvailability(input: $input) {
      ...AvailabilityFields @unmask
    }
  }
`);

/** A member's own service ("offer" in code) as My Services lists and edits it. */
export const MyServiceFragment = graphql(`
  fragment MyService on Service {
    id
    title
    description
    category
    categoryLabel
    durationMinutes
    energyCost
    maxParticipants
    createdAt
  }
`);

/** What publishing or editing a service brings back: the service, and the member (a first service can earn a badge). */
export const MyServiceChangeFragment = graphql(`
  fragment MyServiceChange on Service {
    ...MyService @unmask
    viewer {
      ...ViewerChanges @unmask
    }
  }
`);

export const MyServicesQuery = graphql(`
  query MyServices {
    myServices {
      ...MyService @unmask
    }
  }
`);

/** Publish a service. `clientKey` is fresh per opened form: a double-clicked or retried save publishes once. */
export const CreateServiceMutation = graphql(`
  mutation CreateService($input: ServiceInput!, $clientKey: String) {
    createService(input: $input, clientKey: $clientKey) {
      ...MyServiceChange @unmask
    }
  }
`);

export const UpdateServiceMutation = graphql(`
  mutation UpdateService($id: ID!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) {
      ...MyServiceChange @unmask
    }
  }
`);

export const DeleteServiceMutation = graphql(`
  mutation DeleteService($id: ID!) {
    deleteService(id: $id) {
      id
      archived
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);

/** My data: the same document as GET /api/user/export, as text to save. */
export const MyDataExportQuery = graphql(`
  query MyDataExport {
    myDataExport {
      filename
      json
    }
  }
`);

export const SendAccountDeletionCodeMutation = graphql(`
  mutation SendAccountDeletionCode {
    sendAccountDeletionCode {
      ...CodeSentFields @unmask
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String, $code: String) {
    deleteAccount(password: $password, code: $code)
  }
`);

/** How one kind reaches the member by email and by push (Settings › Notifications). */
export const NotificationPreferenceFieldsFragment = graphql(`
  fragment NotificationPreferenceFields on NotificationPreference {
    kind
    delivery
    push
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...NotificationPreferenceFields @unmask
    }
  }
`);

/** Answers every kind as it is now: the list in the cache is replaced by it. */
export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(preferences: $preferences) {
      ...NotificationPreferenceFields @unmask
    }
  }
`);

/** The server's VAPID key: what the browser's push service needs to accept this app's pushes. */
export const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

/** A device with push on, as Settings › Notifications lists it. */
export const PushDeviceFieldsFragment = graphql(`
  fragment PushDeviceFields on PushDevice {
    id
    browser
    createdAt
    lastUsedAt
  }
`);

export const PushDevicesQuery = graphql(`
  query PushDevices {
    pushDevices(first: 20) {
      totalCount
      nodes {
        ...PushDeviceFields @unmask
      }
    }
  }
`);

export const AddPushDeviceMutation = graphql(`
  mutation AddPushDevice($subscription: PushSubscriptionInput!) {
    addPushDevice(subscription: $subscription) {
      ...PushDeviceFields @unmask
    }
  }
`);

export const RemovePushDeviceMutation = graphql(`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id)
  }
`);

/** The members I blocked, the newest block first. */
export const BlockedMembersQuery = graphql(`
  query BlockedMembers($first: Int!, $after: String) {
    blockedMembers(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        fullName
        blockedAt
      }
    }
  }
`);

export const UnblockMemberMutation = graphql(`
  mutation UnblockMember($memberId: ID!) {
    unblockMember(memberId: $memberId)
  }
`);
