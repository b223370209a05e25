// Where a server's BAD_USER_INPUT belongs in a form. The API names the argument path it refused
// ('email', 'location.zipCode', 'input.variants.0.price') and prefixes its message with it
// ('email: Please enter a valid email address.'); beside the field the prefix only repeats the label.
import type { GraphQLFailure } from '../graphql';

export type ServerFieldError = { field: string; message: string };

/**
 * The field (its path with `prefix` removed) and the message without the path; null when the error
 * names no field, or one outside `prefix`.
 */
export function serverFieldError(error: GraphQLFailure, prefix = ''): ServerFieldError | null {
  const path = error.field;
  if (!path || !path.startsWith(prefix)) return null;
  const message = error.message.startsWith(`${path}: `) ? error.message.slice(path.length + 2) : error.message;
  return { field: path.slice(prefix.length), message };
}
