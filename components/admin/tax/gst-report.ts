// The month's GST report as the tax page reads it, and the look of its tables' cells.
import type { getGstReport } from '@/lib/invoices/get-gst-report';

export type GstReport = Awaited<ReturnType<typeof getGstReport>>;

/** A column heading of a GST table. */
export const th = 'py-1 pr-3 text-left font-medium';
/** A figure of a GST table, right-aligned with even digits. */
export const td = 'py-1 pr-3 text-right tabular-nums';
