// The building blocks of components/ui, each in its states, as /admin/ui shows them: a page to look
// at before using one, and to check a change of look in every state at once. One section per block,
// each in its own file beside this one.
import type { ReactNode } from 'react';

/** One block's section: its name, what it is for, and its states. */
export function Section({ title, about, children }: { title: string; about: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`ui-${title}`} className="space-y-3">
      <h2 id={`ui-${title}`} className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      <p className="text-sm text-stone-700">{about}</p>
      {children}
    </section>
  );
}
