// The reference for getMenuItems: the same Prisma query and the same resolver shape behind a bare
// @apollo/server standalone server (no Next, no cache, no armour, no session lookup), so the bench
// can say what the app's GraphQL route costs on top of "Apollo plus one query". Started by the
// bench as its own process (like the app) with DATABASE_URL and REFERENCE_PORT; prints "ready".
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { createDb } from '@/lib/database/db';
import { menuItemsQuery, withDisplayPrice } from '@/lib/catalog/list-menu-items';

const typeDefs = /* GraphQL */ `
  enum CategoryEnum { CDM PDM TREATS ADON }
  enum UnitType { GRAMS ML PIECES }
  enum FoodType { veg nonveg }
  type Image { id: ID url: String }
  type Category { id: ID! title: String! description: String categoryEnum: CategoryEnum! image: String }
  type Variant { id: ID! price: Int! unit: Int! unitType: UnitType! }
  type MenuItem {
    id: ID!
    name: String!
    displayPrice: Int
    unitType: UnitType!
    foodType: FoodType
    description: String
    image: Image
    category: Category!
    createdAt: String!
    updatedAt: String!
    variants: [Variant!]!
  }
  type Query { getMenuItems(category: ID, skip: Int, limit: Int, roleId: Int): [MenuItem!]! }
`;

const db = createDb(process.env.DATABASE_URL!);

// lib/catalog/list-menu-items.ts without its 'use cache' wrapper: the same query (menuItemsQuery).
async function listMenuItems(opts: { category?: string | null; skip?: number | null; limit?: number | null }) {
  return withDisplayPrice(await db.menuItem.findMany(menuItemsQuery(opts)));
}

const resolvers = {
  Query: { getMenuItems: (_: unknown, args: { category?: string | null; skip?: number | null; limit?: number | null }) => listMenuItems(args) },
  MenuItem: {
    image: (item: { id: string; image: string | null }) => (item.image ? { id: item.id, url: item.image } : null),
    createdAt: (item: { createdAt: Date }) => item.createdAt.toISOString(),
    updatedAt: (item: { updatedAt: Date }) => item.updatedAt.toISOString(),
  },
};

const server = new ApolloServer({ typeDefs, resolvers });
startStandaloneServer(server, { listen: { port: Number(process.env.REFERENCE_PORT), host: '127.0.0.1' } }).then(({ url }) => console.log(`ready ${url}`));
process.on('SIGTERM', () => void server.stop().finally(() => db.$disconnect().finally(() => process.exit(0))));
