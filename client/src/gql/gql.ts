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
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": typeof types.PlatformStatsDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    email\n    fullName\n    userType\n    energyPoints\n    energyOnHold\n    profileCompleted\n    referralCode\n    timezone\n    createdAt\n    lastLogin\n    profile {\n      bio\n      location\n      experienceYears\n      skills\n      profileImage\n      imageSource\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SendCode($input: SendCodeInput!) {\n    sendCode(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": types.SendCodeDocument,
    "\n  mutation VerifyCode($input: VerifyCodeInput!) {\n    verifyCode(input: $input) {\n      accessToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  query ValidateReferral($code: String!) {\n    validateReferral(code: $code) {\n      valid\n      referrerName\n    }\n  }\n": types.ValidateReferralDocument,
    "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n": types.PlatformStatsDocument,
    "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n": types.CategoriesDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfileDocument,
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
export function graphql(source: "\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query PlatformStats {\n    platformStats {\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;