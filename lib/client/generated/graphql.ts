/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean } };

export type DeleteMyAccountMutationVariables = Exact<{
  confirmPhoneNumber: string;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: { statusCode: number, message: string } };

export type CreateProfileMutationVariables = Exact<{
  id: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  privacyPolicyVersion?: string | null | undefined;
}>;


export type CreateProfileMutation = { updateUser: { id: string, firstName: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    status
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const DeleteMyAccountDocument = new TypedDocumentString(`
    mutation DeleteMyAccount($confirmPhoneNumber: String!) {
  deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const CreateProfileDocument = new TypedDocumentString(`
    mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {
  updateUser(
    id: $id
    firstName: $firstName
    lastName: $lastName
    email: $email
    privacyPolicyVersion: $privacyPolicyVersion
  ) {
    id
    firstName
  }
}
    `) as unknown as TypedDocumentString<CreateProfileMutation, CreateProfileMutationVariables>;