import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const DeleteMyAccountDocument = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

export const useDeleteMyAccount = () => useMutation(DeleteMyAccountDocument);

/** The JSON download of everything held about the signed-in member (a plain link: the session cookie goes with it). */
export const MY_DATA_URL = '/api/profile/export.json';
