/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": typeof types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": typeof types.ValidateReferralDocument,
    "\n  fragment CoachCard on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n": typeof types.CoachCardFragmentDoc,
    "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...CoachCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BrowseCoachesDocument,
    "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n": typeof types.CoachProfileDocument,
    "\n  fragment OfferCard on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n": typeof types.OfferCardFragmentDoc,
    "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...OfferCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DiscoverServicesDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": typeof types.PlatformStatsDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n": typeof types.GravatarInfoDocument,
    "\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser\n    }\n  }\n": typeof types.SyncGravatarDocument,
    "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n": typeof types.AvailabilityFieldsFragmentDoc,
    "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.MyAvailabilityDocument,
    "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.SetAvailabilityDocument,
    "\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n": typeof types.MyOfferFragmentDoc,
    "\n  query MyServices {\n    myServices {\n      ...MyOffer\n    }\n  }\n": typeof types.MyServicesDocument,
    "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      ...MyOffer\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.DeleteServiceDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": types.ValidateReferralDocument,
    "\n  fragment CoachCard on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n": types.CoachCardFragmentDoc,
    "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...CoachCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BrowseCoachesDocument,
    "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n": types.CoachProfileDocument,
    "\n  fragment OfferCard on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n": types.OfferCardFragmentDoc,
    "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...OfferCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DiscoverServicesDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": types.PlatformStatsDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": types.CategoriesDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n": types.GravatarInfoDocument,
    "\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser\n    }\n  }\n": types.SyncGravatarDocument,
    "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n": types.AvailabilityFieldsFragmentDoc,
    "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields\n    }\n  }\n": types.MyAvailabilityDocument,
    "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n": types.SetAvailabilityDocument,
    "\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n": types.MyOfferFragmentDoc,
    "\n  query MyServices {\n    myServices {\n      ...MyOffer\n    }\n  }\n": types.MyServicesDocument,
    "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      ...MyOffer\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n    }\n  }\n": types.DeleteServiceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n"): (typeof documents)["\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoachCard on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n"): (typeof documents)["\n  fragment CoachCard on Coach {\n    id\n    fullName\n    userType\n    totalServices\n    profile {\n      profileImage\n      location\n      experienceYears\n      bio\n      skills\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...CoachCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowseCoaches($filter: CoachFilter, $first: Int!, $after: String) {\n    coaches(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...CoachCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoachProfile($id: ID!) {\n    coach(id: $id) {\n      id\n      fullName\n      userType\n      email\n      totalServices\n      profile {\n        profileImage\n        location\n        experienceYears\n        bio\n        skills\n      }\n      services {\n        id\n        title\n        categoryLabel\n        durationMinutes\n        energyCost\n        maxParticipants\n        coachId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferCard on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n"): (typeof documents)["\n  fragment OfferCard on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n    coach {\n      id\n      fullName\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...OfferCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {\n    services(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...OfferCard\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n"): (typeof documents)["\n  query GravatarInfo {\n    gravatarInfo {\n      exists\n      joinUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation SyncGravatar {\n    syncGravatar {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($newPassword: String!) {\n    changePassword(newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n"): (typeof documents)["\n  fragment AvailabilityFields on Availability {\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n    sunday\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  query MyAvailability {\n    myAvailability {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAvailability($input: AvailabilityInput!) {\n    setAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MyOffer on Service {\n    id\n    title\n    description\n    category\n    categoryLabel\n    durationMinutes\n    energyCost\n    maxParticipants\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServices {\n    myServices {\n      ...MyOffer\n    }\n  }\n"): (typeof documents)["\n  query MyServices {\n    myServices {\n      ...MyOffer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      ...MyOffer\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      ...MyOffer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: ID!, $input: ServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...MyOffer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) {\n      id\n      archived\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;