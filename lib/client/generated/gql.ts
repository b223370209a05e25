/* eslint-disable */
import * as types from './graphql';



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
    "\n  mutation ClearLoginLock($userId: ID!) {\n    clearLoginLock(userId: $userId) {\n      message\n    }\n  }\n": typeof types.ClearLoginLockDocument,
    "\n  mutation SetUserRole($userId: ID!, $roleId: Int!) {\n    setUserRole(userId: $userId, roleId: $roleId) {\n      id\n      role {\n        roleName\n      }\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  mutation ClearLoginLock($userId: ID!) {\n    clearLoginLock(userId: $userId) {\n      message\n    }\n  }\n": types.ClearLoginLockDocument,
    "\n  mutation SetUserRole($userId: ID!, $roleId: Int!) {\n    setUserRole(userId: $userId, roleId: $roleId) {\n      id\n      role {\n        roleName\n      }\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearLoginLock($userId: ID!) {\n    clearLoginLock(userId: $userId) {\n      message\n    }\n  }\n"): typeof import('./graphql').ClearLoginLockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($userId: ID!, $roleId: Int!) {\n    setUserRole(userId: $userId, roleId: $roleId) {\n      id\n      role {\n        roleName\n      }\n    }\n  }\n"): typeof import('./graphql').SetUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
