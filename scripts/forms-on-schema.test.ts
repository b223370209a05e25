import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callsFormKit, formsOffTheKit, importedHooks } from './forms-on-schema';

const root = path.resolve(__dirname, '..');

describe('callsFormKit', () => {
  it.each([
    ['useMutationForm', 'const kit = useMutationForm(topUpForm, TOP_UP, {', true],
    ['useSchemaForm', 'const kit = useSchemaForm(pauseFormSchema(changeable), {', true],
    ['useForm with its types', 'const form = useForm<In, unknown, Out>({ resolver })', true],
    ['useState checks of its own', "const [error, setError] = useState<string | null>(null);", false],
    ['only importing the hook', "import { useMutationForm } from '@/lib/client/forms/use-mutation-form';", false],
    ['a hook whose name starts the same', 'const status = useFormStatus();', false],
    ['a method of that name', 'const kit = thing.useForm({})', false],
  ])('%s: %s', (_, source, expected) => {
    expect(callsFormKit(source)).toBe(expected);
  });
});

it('importedHooks lists the hooks a module imports and calls', () => {
  const source = [
    "import { usePaymentProofForm } from './use-payment-proof-form';",
    "import { useRouter as useNav, formatPaise } from 'x';",
    "import { useUnused } from '@/y';",
    'const kit = usePaymentProofForm(id, DOC, {});',
    'const nav = useNav();',
  ].join('\n');
  expect(importedHooks(source)).toEqual([
    { name: 'usePaymentProofForm', from: './use-payment-proof-form' },
    { name: 'useNav', from: 'x' },
  ]);
});

describe('formsOffTheKit in a tree', () => {
  let tree: string;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), source);
  };
  beforeAll(() => {
    tree = mkdtempSync(path.join(tmpdir(), 'forms-on-schema-'));
    write('components/a/kit-form.tsx', 'export function KitForm() { const kit = useMutationForm(s, D, {}); }');
    write('components/a/hand-form.tsx', 'export function HandForm() { const [v, setV] = useState(""); }');
    write('components/a/use-proof.ts', 'export const useProof = () => useSchemaForm(s, {});');
    write('components/a/wrapped-form.tsx', "import { useProof } from './use-proof';\nexport function W() { useProof(); }");
    write('components/a/use-plain.ts', 'export const usePlain = () => useState(0);');
    write('app/b/plain-hook-form.tsx', "import { usePlain } from '@/components/a/use-plain';\nexport function P() { usePlain(); }");
    write('app/b/page.tsx', 'export default function Page() { const [v] = useState(""); }');
    write('components/a/hand-form.dom.test.tsx', "test('x', () => {});");
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('names the forms with checks of their own, also through a hook not on the kit; not other files', () => {
    expect(formsOffTheKit(tree)).toEqual(['app/b/plain-hook-form.tsx', 'components/a/hand-form.tsx']);
  });
});

// Every form (a file named `*-form.tsx` under app/ or components/) checks with its zod schema from
// lib/domain/inputs through the form kit: useMutationForm, useSchemaForm (lib/client/forms), or
// useForm, directly or through a hook of its own built on them. No form is let off; the failure
// names each file still checking by hand.
it('every form is on the form kit', () => {
  expect(formsOffTheKit(root)).toEqual([]);
});
