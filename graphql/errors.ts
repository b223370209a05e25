import 'server-only';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { AppError, SERVICE_UNAVAILABLE, isDatabaseUnavailable } from '@/lib/errors';

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
  // graphql-js stops coercing variables after 50 errors and adds this one, without a code.
  if (formatted.message === VARIABLE_ERROR_LIMIT_MESSAGE) {
    return { message: TOO_MANY_VARIABLE_ERRORS, extensions: { code: 'BAD_USER_INPUT', field: 'variables', limit: 'maxVariableErrors' } };
  }
  // The database is out of reach (a restart, a failover): a clean "try again", never the driver's words.
  if (code === SERVICE_UNAVAILABLE.code || isDatabaseUnavailable(original)) {
    console.error('[graphql] database unavailable:', (original as Error)?.message?.trim().split('\n').pop());
    return {
      message: SERVICE_UNAVAILABLE.message,
      path: formatted.path,
      extensions: { code: SERVICE_UNAVAILABLE.code, retryAfterSeconds: SERVICE_UNAVAILABLE.retryAfterSeconds },
    };
  }
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

/**
 * For the context function (the session lookup): Apollo answers a failed context with 500, so an
 * unreachable database is thrown as this instead, with the 503 and Retry-After it deserves.
 */
export function serviceUnavailableError(): GraphQLError {
  return new GraphQLError(SERVICE_UNAVAILABLE.message, {
    extensions: {
      code: SERVICE_UNAVAILABLE.code,
      http: { status: 503, headers: new Map([['retry-after', String(SERVICE_UNAVAILABLE.retryAfterSeconds)]]) },
    },
  });
}

/**
 * Any field that failed because the database was out of reach (or a sender that is not set up)
 * makes the whole answer a 503; Retry-After only when the error says when to try again.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const unavailable = response.body.singleResult.errors?.find((e) => e.extensions?.code === SERVICE_UNAVAILABLE.code);
        if (!unavailable) return;
        response.http.status = 503;
        const retryAfter = unavailable.extensions?.retryAfterSeconds;
        if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};

const VARIABLE_ERROR_LIMIT_MESSAGE = 'Too many errors processing variables, error limit reached. Execution aborted.';
const TOO_MANY_VARIABLE_ERRORS = 'More than 50 variables are invalid; the request was not run. Please check the values you send.';

/**
 * Past graphql-js's 50 variable errors, the answer is one BAD_USER_INPUT (the first problem named
 * in it) instead of 50 errors and an internal one: a client gains nothing from the rest.
 */
export const variableErrorLimit: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors;
        if (!errors?.some((e) => e.extensions?.limit === 'maxVariableErrors')) return;
        const first = errors.find((e) => e.extensions?.limit !== 'maxVariableErrors');
        response.body.singleResult.errors = [
          { message: first ? `${TOO_MANY_VARIABLE_ERRORS} The first: ${first.message}` : TOO_MANY_VARIABLE_ERRORS, extensions: { code: 'BAD_USER_INPUT', field: 'variables', limit: 'maxVariableErrors' } },
        ];
        response.http.status = 400;
      },
    };
  },
};

export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

export { GraphQLError };
