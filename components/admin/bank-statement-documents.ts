// The bank statement's two requests and the matcher's states around them.
import type { ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';

export const PREVIEW = graphql(`
  mutation PreviewBankStatement($base64: String!, $fileName: String!) {
    previewBankStatement(base64: $base64, fileName: $fileName) {
      layout { bankName source headerRow }
      mapping { headerRow headers suggested { date narration credit reference direction } }
      lines { ...BankStatementLineFields }
      debitLines
      skippedRows
    }
  }
`);
export const APPLY = graphql(`
  mutation ApplyBankStatement($base64: String!, $fileName: String!) {
    applyBankStatement(base64: $base64, fileName: $fileName) { confirmed skipped message }
  }
`);

export type Preview = ResultOf<typeof PREVIEW>['previewBankStatement'];
export type StatementFile = { base64: string; fileName: string };
export type MatcherState =
  | { step: 'idle' }
  | { step: 'busy'; text: string }
  | { step: 'error'; fileName: string; message: string }
  | { step: 'preview'; file: StatementFile; preview: Preview; applied: string | null };
