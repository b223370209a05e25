// Every argument of every field, checked in one place before its resolver runs
// (lib/domain/text-input.ts has the rule). Apollo hands willResolveField the arguments after
// graphql-js has merged inline literals and variables, so both are covered, and so are resolvers
// that never call parseArgs and operations added later. A violation is BAD_USER_INPUT naming the
// argument's path; the resolver then gets the trimmed values.
import 'server-only';
import type { ApolloServerPlugin } from '@apollo/server';
import { badInput } from '@/lib/errors';
import { cleanInput } from '@/lib/domain/text-input';

export const inputHygiene: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async executionDidStart() {
        return {
          willResolveField({ args }) {
            // Most fields (every output field) have no arguments: nothing to walk.
            if (!args || Object.keys(args).length === 0) return;
            const result = cleanInput(args);
            if (!result.ok) throw badInput(`${result.path}: ${result.message}`, result.path);
            Object.assign(args, result.value);
          },
        };
      },
    };
  },
};
