import 'server-only';
export const uploadsTypeDefs = /* GraphQL */ `
  "what an upload is for; decides its storage key and who may read it"
  enum ImageKind {
    payments
    profile
    locations
    hero
    menu
    "a rider's photo of a drop at the door, or of the door of a drop they could not make (riders and admins)"
    DELIVERY_PROOF
  }

  extend type Mutation {
    """
    base64: the file, bare or as a data URL, at most 5 MB decoded. fileName: its extension must be
    png, jpeg, jpg, heic, hecl or pdf and agree with the bytes. kind defaults to payments; hero and menu
    are for admins. Returns the id (for updatePaymentScreenshot, updateUser.profilePic) and the URL.
    """
    uploadImage(base64: String!, fileName: String!, kind: ImageKind): Image!
  }
`;
