import 'server-only';
import { z } from 'zod';
import { uploadImage } from '@/lib/uploads/upload-image';
import { IMAGE_KINDS } from '@/lib/domain/upload-rules';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const uploadsArgs = {
  uploadImage: z.object({
  // the route already caps the request body; this only bounds the string itself
  base64: z.string().min(1, 'Please choose a file.').max(8 * 1024 * 1024),
  fileName: z.string().trim().min(1, 'Please choose a file.').max(255),
  kind: z.enum(IMAGE_KINDS).nullish(),
  }),
};

export const uploadsResolvers = {
  Mutation: {
    uploadImage: (_, args, ctx) => uploadImage(ctx.viewer, parseArgs(uploadsArgs.uploadImage, args)),
  },
} satisfies Resolvers;
