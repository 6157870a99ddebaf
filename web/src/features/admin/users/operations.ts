import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminUsersListDocument = graphql(`
  query AdminUsersList {
    users {
      id
      username
      email
      fullName
      isAdmin
      isParent
    }
  }
`);

export const AdminCreateUserDocument = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      username
      email
      fullName
      isAdmin
      isParent
    }
  }
`);

export const AdminUpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      username
      email
      fullName
      isAdmin
      isParent
    }
  }
`);

export const AdminDeleteUserDocument = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

const refetchQueries = [AdminUsersListDocument];

export const useAdminUsers = () => useQuery(AdminUsersListDocument);
export const useCreateUser = () => useMutation(AdminCreateUserDocument, { refetchQueries });
export const useUpdateUser = () => useMutation(AdminUpdateUserDocument, { refetchQueries });
export const useDeleteUser = () => useMutation(AdminDeleteUserDocument, { refetchQueries });
