import 'server-only';
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
