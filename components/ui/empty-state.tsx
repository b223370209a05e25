// What a list says when it has nothing to show: what is missing and, when there is one, what to do.
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: ReactNode;
  /** One or two sentences: why it is empty, or what will appear here. */
  children?: ReactNode;
  /** The one thing to do next (a ButtonLink or a Button). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
};

export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-xl border border-brand-100 bg-white p-6 text-center text-stone-700">
      <Heading className="font-semibold text-stone-900">{title}</Heading>
      {children && <div className="mt-1 text-sm">{children}</div>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
