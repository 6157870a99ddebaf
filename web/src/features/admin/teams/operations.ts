import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminLeaguesTeamsQuery } from '../../../gql/graphql';

export const AdminLeaguesTeamsDocument = graphql(`
  query AdminLeaguesTeams {
    leagues {
      id
      name
      ageGroup
      description
    }
    teams {
      id
      name
      league {
        id
        name
      }
      members {
        id
        name
      }
    }
    children {
      id
      name
    }
  }
`);

export const AdminCreateLeagueDocument = graphql(`
  mutation AdminCreateLeague($input: LeagueInput!) {
    createLeague(input: $input) {
      id
    }
  }
`);

export const AdminUpdateLeagueDocument = graphql(`
  mutation AdminUpdateLeague($id: ID!, $input: LeagueInput!) {
    updateLeague(id: $id, input: $input) {
      id
      name
      ageGroup
      description
    }
  }
`);

export const AdminDeleteLeagueDocument = graphql(`
  mutation AdminDeleteLeague($id: ID!) {
    deleteLeague(id: $id)
  }
`);

export const AdminCreateTeamDocument = graphql(`
  mutation AdminCreateTeam($input: TeamInput!) {
    createTeam(input: $input) {
      id
    }
  }
`);

export const AdminUpdateTeamDocument = graphql(`
  mutation AdminUpdateTeam($id: ID!, $input: TeamInput!) {
    updateTeam(id: $id, input: $input) {
      id
      name
      league {
        id
        name
      }
    }
  }
`);

export const AdminDeleteTeamDocument = graphql(`
  mutation AdminDeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`);

export const AdminAddTeamMemberDocument = graphql(`
  mutation AdminAddTeamMember($teamId: ID!, $childId: ID!) {
    addTeamMember(teamId: $teamId, childId: $childId) {
      id
      members {
        id
        name
      }
    }
  }
`);

export const AdminRemoveTeamMemberDocument = graphql(`
  mutation AdminRemoveTeamMember($teamId: ID!, $childId: ID!) {
    removeTeamMember(teamId: $teamId, childId: $childId) {
      id
      members {
        id
        name
      }
    }
  }
`);

export type AdminTeam = AdminLeaguesTeamsQuery['teams'][number];
export type AdminLeague = AdminLeaguesTeamsQuery['leagues'][number];

const refetch = { refetchQueries: [AdminLeaguesTeamsDocument] };
export const useLeaguesTeams = () => useQuery(AdminLeaguesTeamsDocument);
export const useCreateLeague = () => useMutation(AdminCreateLeagueDocument, refetch);
export const useUpdateLeague = () => useMutation(AdminUpdateLeagueDocument, refetch);
export const useDeleteLeague = () => useMutation(AdminDeleteLeagueDocument, refetch);
export const useCreateTeam = () => useMutation(AdminCreateTeamDocument, refetch);
export const useUpdateTeam = () => useMutation(AdminUpdateTeamDocument, refetch);
export const useDeleteTeam = () => useMutation(AdminDeleteTeamDocument, refetch);
export const useAddTeamMember = () => useMutation(AdminAddTeamMemberDocument);
export const useRemoveTeamMember = () => useMutation(AdminRemoveTeamMemberDocument);
