// The saved-address list's mutations: save (add or edit), make default, remove.
import type { ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';

export const SAVE = graphql(`
  mutation SaveAddress($location: LocationInput!, $moveComingDeliveries: Boolean) {
    addOrUpdateUserLocation(location: $location, moveComingDeliveries: $moveComingDeliveries) {
      id title lineOne linetwo city state zipCode country latitude longitude dropNote isDefault comingDeliveries image { id url }
    }
  }
`);

/** What addOrUpdateUserLocation answers: the stored address (trimmed and normalised by the server). */
export type SavedAddressAnswer = ResultOf<typeof SAVE>['addOrUpdateUserLocation'];

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
