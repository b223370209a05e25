import 'server-only';
export const heroImagesTypeDefs = /* GraphQL */ `
  enum HeroImageType {
    mobile
    desktop
  }

  extend type Mutation {
    "imageUrl: the url uploadImage(kind: hero) returned, or a bundled /images/ path. showHeadline: print the store's headline over the picture (default false: an uploaded picture is shown as it is). Admin only; audited."
    createHeroImage(imageUrl: String!, type: HeroImageType!, showHeadline: Boolean): HeroImages!
  }
`;
