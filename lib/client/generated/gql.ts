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
    "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation DeleteMyAccount($confirmPhoneNumber: String!) {\n    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {\n      statusCode\n      message\n    }\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {\n      id\n      firstName\n    }\n  }\n": typeof types.CreateProfileDocument,
};
const documents: Documents = {
    "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation DeleteMyAccount($confirmPhoneNumber: String!) {\n    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {\n      statusCode\n      message\n    }\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {\n      id\n      firstName\n    }\n  }\n": types.CreateProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($confirmPhoneNumber: String!) {\n    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {\n      statusCode\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {\n      id\n      firstName\n    }\n  }\n"): typeof import('./graphql').CreateProfileDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
