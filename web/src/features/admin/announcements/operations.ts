import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminAnnouncementsListDocument = graphql(`
  query AdminAnnouncementsList {
    announcements {
      id
      title
      content
      createdAt
      sendWhatsapp
      author {
        id
        fullName
      }
      team {
        id
        name
      }
      league {
        id
        name
      }
    }
  }
`);

/** Choices for the scope picker; asked only while the dialog is open. */
export const AdminAnnouncementScopesDocument = graphql(`
  query AdminAnnouncementScopes {
    teams {
      id
      name
    }
    leagues {
      id
      name
    }
  }
`);

export const AdminCreateAnnouncementDocument = graphql(`
  mutation AdminCreateAnnouncement($input: AnnouncementInput!) {
    createAnnouncement(input: $input) {
      id
    }
  }
`);

export const AdminUpdateAnnouncementDocument = graphql(`
  mutation AdminUpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {
    updateAnnouncement(id: $id, input: $input) {
      id
      title
      content
      sendWhatsapp
      team {
        id
        name
      }
      league {
        id
        name
      }
    }
  }
`);

export const AdminDeleteAnnouncementDocument = graphql(`
  mutation AdminDeleteAnnouncement($id: ID!) {
    deleteAnnouncement(id: $id)
  }
`);

const refetchQueries = [AdminAnnouncementsListDocument];

export const useAdminAnnouncements = () => useQuery(AdminAnnouncementsListDocument);
export const useAnnouncementScopes = (skip: boolean) => useQuery(AdminAnnouncementScopesDocument, { skip });
export const useCreateAnnouncement = () => useMutation(AdminCreateAnnouncementDocument, { refetchQueries });
export const useUpdateAnnouncement = () => useMutation(AdminUpdateAnnouncementDocument, { refetchQueries });
export const useDeleteAnnouncement = () => useMutation(AdminDeleteAnnouncementDocument, { refetchQueries });
