import { Field, controlClasses } from '@/components/ui/field';
import { Section } from './gallery-section';

export function FieldsSection() {
  return (
    <Section title="Field" about="components/ui/field.tsx: label, hint, control and the error beside it; the control gets aria-invalid and aria-describedby.">
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <Field id="ui-name" label="First name">
          {(control) => <input {...control} className={controlClasses} defaultValue="Meera" />}
        </Field>
        <Field id="ui-utr" label="UTR" hint="12 digits, e.g. 612345678901">
          {(control) => <input {...control} className={controlClasses} inputMode="numeric" />}
        </Field>
        <Field id="ui-pin" label="PIN code" error="Please enter a 6-digit PIN code.">
          {(control) => <input {...control} className={controlClasses} defaultValue="5600" />}
        </Field>
        <Field id="ui-kind" label="Category" hint="A select takes the same look.">
          {(control) => (
            <select {...control} className={controlClasses}>
              <option>Pet Dog Meals</option>
              <option>Treats</option>
            </select>
          )}
        </Field>
      </div>
    </Section>
  );
}
