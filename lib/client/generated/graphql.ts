/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ClearLoginLockMutationVariables = Exact<{
  userId: string;
}>;


export type ClearLoginLockMutation = { clearLoginLock: { message: string } };

export type SetUserRoleMutationVariables = Exact<{
  userId: string;
  roleId: number;
}>;


export type SetUserRoleMutation = { setUserRole: { id: string, role: { roleName: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean } };

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

export const ClearLoginLockDocument = new TypedDocumentString(`
    mutation ClearLoginLock($userId: ID!) {
  clearLoginLock(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<ClearLoginLockMutation, ClearLoginLockMutationVariables>;
export const SetUserRoleDocument = new TypedDocumentString(`
    mutation SetUserRole($userId: ID!, $roleId: Int!) {
  setUserRole(userId: $userId, roleId: $roleId) {
    id
    role {
      roleName
    }
  }
}
    `) as unknown as TypedDocumentString<SetUserRoleMutation, SetUserRoleMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    status
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;