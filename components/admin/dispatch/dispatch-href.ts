// The dispatch page's address for a day and a sort, and the look of its plain link buttons.
import type { StopSort } from '@/lib/domain/dispatch';

/** A secondary link or download on the dispatch page. */
export const button = 'inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-4 text-sm font-semibold hover:bg-stone-100';

export function dispatchHref(date: string, sort: StopSort): string {
  const params = new URLSearchParams({ date });
  if (sort !== 'pin') params.set('sort', sort);
  return `/admin/dispatch?${params}`;
}
