import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Section } from './gallery-section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'link'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

export function ButtonsSection() {
  return (
    <Section title="Button" about="components/ui/button.tsx: primary for the one main action, secondary beside it, danger for what cannot be undone, link for a quiet action. Busy while sending; ButtonLink when it goes to a page.">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} busy busyLabel="Saving…">
            Save
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink href="/admin">A link as a primary button</ButtonLink>
        <ButtonLink href="/admin" variant="secondary">
          A link as a secondary button
        </ButtonLink>
        <Button variant="primary" size="lg" fullWidth>
          Full width (a phone form&apos;s submit)
        </Button>
      </div>
    </Section>
  );
}
