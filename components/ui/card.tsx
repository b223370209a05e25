// A white box on the page's tan: one thing (an order, a customer's details, a setting group).
import type { ReactNode } from 'react';

type CardProps = {
  /** The card's heading; its level follows the page (h2 by default). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Controls at the heading's right (an Edit link, a status). */
  actions?: ReactNode;
  /** `section` when the card is a part of the page with a heading, `div` otherwise. */
  as?: 'section' | 'div' | 'article' | 'li';
  className?: string;
  children?: ReactNode;
};

export function Card({ title, headingLevel = 2, actions, as: Tag = 'section', className, children }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag className={`rounded-xl border border-brand-100 bg-white p-4 shadow-sm ${className ?? ''}`}>
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <Heading className="text-lg font-semibold">{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </Tag>
  );
}
