import 'server-only';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError } from '@/lib/errors';

const isProduction = () => process.env.NODE_ENV === 'production';

/** Maps every error leaving the API to a code; internal ones lose their details in production. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const { field, retryAfterSeconds, ...rest } = original.details;
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(field ? { field } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        ...rest,
      },
    };
  }
  const code = formatted.extensions?.code;
  // Parse and validation errors of the query itself are the caller's; keep them.
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    // "Did you mean ...?" would tell a stranger the names of fields they may not see (introspection
    // is off in production for the same reason).
    return isProduction() ? { ...formatted, message: withoutSuggestions(formatted.message), extensions: { code } } : formatted;
  }
  console.error('[graphql] internal error', original);
  return {
    message: isProduction() ? 'Something went wrong. Please try again.' : (original as Error)?.message ?? formatted.message,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

export { GraphQLError };
