// What a customer file must look like, with the template to start from.
import { ACCEPTED_HEADERS, CUSTOMER_CSV_COLUMNS, CUSTOMER_CSV_TEMPLATE, CUSTOMER_CSV_TEMPLATE_NAME } from '@/lib/domain/customer-csv';
import { MAX_IMPORT_ROWS } from '@/lib/domain/customer-import';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CUSTOMER_CSV_TEMPLATE)}`;
const headerList = CUSTOMER_CSV_COLUMNS.map((c) => `${c} (or ${ACCEPTED_HEADERS[c].slice(1, 4).join(', ')})`).join('; ');

export function CustomerFileHint({ hintId }: { hintId: string }) {
  return (
    <div id={hintId} className="space-y-1 text-sm text-stone-700">
      <p>
        A CSV file (saved as &ldquo;CSV UTF-8&rdquo;) whose first row names the columns: {headerList}. Letter case, spaces and underscores in the
        names do not matter. Only the mobile number is required; other columns are ignored. At most {MAX_IMPORT_ROWS} customers per file. You see what will happen before anything is saved, and numbers that are already customers
        are skipped, so importing the same file again adds nobody twice.
      </p>
      <p>
        <a href={TEMPLATE_HREF} download={CUSTOMER_CSV_TEMPLATE_NAME} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Download the template (CSV)
        </a>
      </p>
    </div>
  );
}
