// The customer's copy of their data (GET /api/me/export): which sections it has, how often it may
// be asked for, and what the file is called. The readers themselves are services (lib/privacy).
import { formatWait } from './wait-time';

/** The export's sections, in the order the JSON lists them (the contract names these keys). */
export const PERSONAL_DATA_SECTIONS = ['profile', 'addresses', 'orders', 'invoices', 'messages', 'sessions', 'wallet', 'deliveryAreaRequests'] as const;
export type PersonalDataSection = (typeof PERSONAL_DATA_SECTIONS)[number];

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Left out, the format is JSON; anything but json or csv is refused (null). */
export function exportFormatOf(value: string | null | undefined): ExportFormat | null {
  if (value === null || value === undefined || value === '') return 'json';
  const v = value.trim().toLowerCase();
  return (EXPORT_FORMATS as readonly string[]).includes(v) ? (v as ExportFormat) : null;
}

/**
 * Ten copies an hour per person: enough for both formats and a few retries, while each copy reads
 * every order the person ever placed (a long-standing subscriber's is thousands of rows).
 */
export const EXPORT_RATE = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

export function exportRateMessage(retryAfterSeconds: number): string {
  return `You have downloaded your data several times in the last hour. Please try again in ${formatWait(retryAfterSeconds)}.`;
}

/** 'good-dog-kitchen-my-data-2026-11-26.json' (or .zip for the CSV files) */
export function exportFileName(format: ExportFormat, today: string): string {
  return `good-dog-kitchen-my-data-${today}.${format === 'json' ? 'json' : 'zip'}`;
}
