import { render, screen, within } from '@testing-library/react';
import { LegalDocument } from './legal-document';
import { termsSections } from '@/lib/legal/terms';

describe('LegalDocument', () => {
  it('renders the title, the last-updated date and every section numbered in order', () => {
    const sections = termsSections({ contactEmail: 'care@example.in' });
    render(<LegalDocument title="Terms of service" lastUpdated="2026-11-20" sections={sections} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of service');
    expect(screen.getByText('20 November 2026').getAttribute('datetime')).toBe('2026-11-20');
    const headings = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(headings).toHaveLength(23);
    expect(headings[0]).toBe('1. Acceptance of these terms');
    expect(headings[22]).toBe('23. Changes to these terms and contact');
    headings.forEach((h, i) => expect(h).toMatch(new RegExp(`^${i + 1}\\. `)));
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents).toHaveLength(23);
    expect(contents[4].getAttribute('href')).toBe('#section-5');
  });
});
