// A busy machine: every core running work at normal priority while an admin uploads an honest XLSX
// statement. The reader's worker runs below the server's priority and is bounded by its own CPU
// time (lib/payments/read-xlsx-statement.ts), so the statement is read, more slowly, and not refused
// as unreadable. At nice 19 under a 10 s limit on the clock it was refused, 5 runs of 5 (2026-12-04).
// A fault suite rather than a unit test: it takes both cores for several seconds.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { readStatementFile } from '@/lib/payments/read-statement-file';
import { HDFC_FIRST_LINE_ROW, hdfcXlsx, manyCredits } from '@/testing/bank-statement-files';

jest.setTimeout(60_000);

test('an honest 2,000-line XLSX statement is read while every core is busy at normal priority', async () => {
  const entries = manyCredits(2_000);
  const file = (await hdfcXlsx(entries)).toString('base64');
  const busy = Array.from({ length: os.availableParallelism() }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  const started = performance.now();
  try {
    const rows = await readStatementFile(file);
    console.log(`[busy machine] ${entries.length}-line XLSX statement read in ${Math.round(performance.now() - started)} ms`);
    expect(rows.length).toBeGreaterThanOrEqual(HDFC_FIRST_LINE_ROW - 1 + entries.length);
    expect(rows[HDFC_FIRST_LINE_ROW - 1][1]).toBe(entries[0].narration);
  } finally {
    for (const p of busy) p.kill('SIGKILL');
  }
});
