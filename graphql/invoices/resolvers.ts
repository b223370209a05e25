import 'server-only';
import { z } from 'zod';
import { getInvoice, getInvoices } from '@/lib/invoices/get-invoices';
import { getGstReport } from '@/lib/invoices/get-gst-report';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

const orderNumber = z.string().trim().min(1).max(40);

export const invoicesArgs = {
  getInvoice: z.object({ orderNumber }),
  getInvoices: z.object({ orderNumber }),
  getGstReport: z.object({ month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM, e.g. 2026-11.') }),
};

export const invoicesResolvers = {
  Query: {
    getInvoice: (_, args, ctx) => getInvoice(ctx.viewer, parseArgs(invoicesArgs.getInvoice, args).orderNumber),
    getInvoices: (_, args, ctx) => getInvoices(ctx.viewer, parseArgs(invoicesArgs.getInvoices, args).orderNumber),
    getGstReport: async (_, args, ctx) => {
      const report = await getGstReport(ctx.viewer, parseArgs(invoicesArgs.getGstReport, args).month);
      // quantities are kept in thousandths of the unit (grams of a kilogram) so they add up exactly
      return { ...report, hsn: report.hsn.map((h) => ({ ...h, quantity: h.quantityMilli / 1000 })) };
    },
  },
} satisfies Resolvers;
