import { z } from 'zod';
import { badInput } from '@/lib/errors';

/** Validates resolver arguments; the first problem becomes a BAD_USER_INPUT naming its field. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.infer<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || undefined;
  throw badInput(field ? `${field}: ${issue.message}` : issue.message, field);
}

export const paging = {
  skip: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
};

export const id = z.string().trim().min(1).max(64);
