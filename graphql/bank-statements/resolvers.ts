import 'server-only';
import { previewBankStatement } from '@/lib/payments/preview-bank-statement';
import { applyBankStatement } from '@/lib/payments/apply-bank-statement';
import { saveBankLayout } from '@/lib/payments/save-bank-layout';
import { bankStatementFileInput, saveBankLayoutInput } from '@/lib/domain/inputs/payment-input';
import { countOf } from '@/lib/domain/plural';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const bankStatementsArgs = {
  previewBankStatement: bankStatementFileInput,
  applyBankStatement: bankStatementFileInput,
  saveBankLayout: saveBankLayoutInput,
};

export const bankStatementsResolvers = {
  Mutation: {
    previewBankStatement: async (_, args, ctx) => {
      const p = await previewBankStatement(ctx.viewer, parseArgs(bankStatementsArgs.previewBankStatement, args));
      // rows counted from 1, as the lines are
      return {
        ...p,
        layout: p.layout && { ...p.layout, headerRow: p.layout.headerRow + 1 },
        mapping: p.mapping && { ...p.mapping, headerRow: p.mapping.headerRow + 1 },
      };
    },
    applyBankStatement: async (_, args, ctx) => {
      const r = await applyBankStatement(ctx.viewer, parseArgs(bankStatementsArgs.applyBankStatement, args));
      const skipped = r.skipped ? `; ${countOf(r.skipped, 'line')} changed since and left alone` : '';
      return { ...r, message: `${countOf(r.confirmed, 'payment')} confirmed${skipped}` };
    },
    saveBankLayout: (_, args, ctx) => saveBankLayout(ctx.viewer, parseArgs(bankStatementsArgs.saveBankLayout, args)),
  },
} satisfies Resolvers;
