import 'server-only';
import { z } from 'zod';
import { getInvoice, getInvoices } from '@/lib/invoices/get-invoices';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

const orderNumber = z.string().trim().min(1).max(40);

export const invoicesArgs = {
  getInvoice: z.object({ orderNumber }),
  getInvoices: z.object({ orderNumber }),
};

export const invoicesResolvers = {
  Query: {
    getInvoice: (_, args, ctx) => getInvoice(ctx.viewer, parseArgs(invoicesArgs.getInvoice, args).orderNumber),
    getInvoices: (_, args, ctx) => getInvoices(ctx.viewer, parseArgs(invoicesArgs.getInvoices, args).orderNumber),
  },
} satisfies Resolvers;
