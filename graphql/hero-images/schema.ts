import 'server-only';
export const heroImagesTypeDefs = /* GraphQL */ `
  enum HeroImageType {
    mobile
    desktop
  }

  extend type Mutation {
    "imageUrl: the url uploadImage(kind: hero) returned, or a bundled /images/ path. Admin only."
    createHeroImage(imageUrl: String!, type: HeroImageType!): HeroImages!
  }
`;
