import { numberSections, type LegalSection } from '@/lib/legal/legal-document';
import { formatDay } from '@/lib/domain/calendar';

/** One legal text: title, "Last updated" date, a contents list and the numbered, titled sections. */
export function LegalDocument({ title, lastUpdated, sections }: { title: string; lastUpdated: string; sections: LegalSection[] }) {
  const numbered = numberSections(sections);
  return (
    <article className="mx-auto max-w-3xl rounded-xl bg-white p-6 leading-relaxed shadow-sm sm:p-10">
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        Last updated: <time dateTime={lastUpdated}>{formatDay(lastUpdated, 'date')}</time>
      </p>
      <nav aria-label="Contents" className="mt-6 rounded-lg bg-brand-50 p-4 text-sm">
        <h2 className="font-semibold text-brand-800">Contents</h2>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2">
          {numbered.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                {s.number}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {numbered.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-8 scroll-mt-20">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold text-brand-800">
            {s.number}. {s.title}
          </h2>
          {s.paragraphs.map((p, i) => (
            <p key={i} className="mt-3 text-stone-800">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
