// The saved-address list's mutations besides the form's own save.
import { graphql } from '@/lib/client/graphql-document';

export const SET_DEFAULT = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) { id isDefault }
  }
`);

export const REMOVE = graphql(`
  mutation RemoveAddress($id: ID!) {
    removeUserLocation(id: $id) { status }
  }
`);
