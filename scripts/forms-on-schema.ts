import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A file named `*-form.tsx` is a form, and every form is built with the form kit: react-hook-form on
// the input's zod schema from lib/domain/inputs, through useMutationForm or useSchemaForm
// (lib/client/forms/use-mutation-form.ts), or useForm itself. Then every problem shows beside its
// field, the first is focused, the server's field errors land beside their fields and the submit is
// busy the same way everywhere. A form may call a hook of its own that is built on the kit (the
// payment proof's usePaymentProofForm): the hook's module is read to see that it is. No form is
// exempt: forms-on-schema.test.ts fails on any, and `npx tsx scripts/forms-on-schema.ts` lists them.

const ROOTS = ['components', 'app'];

/** Whether source code calls one of the kit's hooks: useSchemaForm, useMutationForm, useForm. */
export function callsFormKit(source: string): boolean {
  return /(^|[^\w.])use(SchemaForm|MutationForm|Form)\s*[<(]/m.test(source);
}

/** The hooks (`useSomething`) a module imports, with where from, and whether it calls them. */
export function importedHooks(source: string): { name: string; from: string }[] {
  const hooks: { name: string; from: string }[] = [];
  for (const match of source.matchAll(/import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of match[1].split(',')) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim() ?? '';
      if (/^use[A-Z]\w*$/.test(local) && new RegExp(`(^|[^\\w.])${local}\\s*[<(]`, 'm').test(source)) hooks.push({ name: local, from: match[2] });
    }
  }
  return hooks;
}

/** The project file an import names ('@/lib/x', './x'), or null for a package's. */
function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(root, path.dirname(fromFile), specifier);
  else return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
  return found ? path.relative(root, found) : null;
}

/** Whether a file uses the kit: calls a kit hook, or a hook of the project's that (in turn) does. */
export function usesFormKit(root: string, file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(path.join(root, file), 'utf8');
  if (callsFormKit(source)) return true;
  return importedHooks(source).some((hook) => {
    const hookFile = resolveImport(root, file, hook.from);
    return hookFile !== null && usesFormKit(root, hookFile, seen);
  });
}

function formFiles(root: string, dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return formFiles(root, relative);
    return name.endsWith('-form.tsx') ? [relative] : [];
  });
}

/** Every `*-form.tsx` under app/ and components/ that does not use the form kit. */
export function formsOffTheKit(root: string): string[] {
  return ROOTS.flatMap((dir) => formFiles(root, dir))
    .filter((file) => !usesFormKit(root, file))
    .sort();
}

// Run directly: each form off the kit, and a failing exit when there is one.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const off = formsOffTheKit(path.resolve(__dirname, '..'));
  for (const file of off) console.log(`${file}: not on the form kit (useMutationForm, useSchemaForm or useForm)`);
  process.exitCode = off.length ? 1 : 0;
}
