import 'server-only';
import { z } from 'zod';
import { archiveMenuItem, createMenuItem, updateMenuItem } from '@/lib/catalog/menu-item-writes';
import { menuItemInputSchema } from '@/lib/domain/menu-item-rules';
import { id } from '@/lib/domain/inputs/fields';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const menuEditorArgs = {
  createMenuItem: z.object({ input: menuItemInputSchema }),
  updateMenuItem: z.object({ id, input: menuItemInputSchema }),
  archiveMenuItem: z.object({ id }),
};

export const menuEditorResolvers = {
  Mutation: {
    createMenuItem: (_, args, ctx) => createMenuItem(ctx.viewer, parseArgs(menuEditorArgs.createMenuItem, args).input),
    updateMenuItem: (_, args, ctx) => {
      const { id, input } = parseArgs(menuEditorArgs.updateMenuItem, args);
      return updateMenuItem(ctx.viewer, id, input);
    },
    archiveMenuItem: (_, args, ctx) => archiveMenuItem(ctx.viewer, parseArgs(menuEditorArgs.archiveMenuItem, args).id),
  },
} satisfies Resolvers;
