import { Card } from '@/components/ui/card';
import { FormKitDemo } from './form-kit-demo';
import { Section } from './gallery-section';

export function FormKitSection() {
  return (
    <Section title="Form kit" about="components/forms/form-kit.tsx with lib/client/forms/use-mutation-form.ts: the zod schema from lib/domain/inputs checks in the browser; press the button empty to see every error and the first focused, then fill both to see the busy button and a server refusal beside its field.">
      <Card>
        <FormKitDemo />
      </Card>
    </Section>
  );
}
