import path from 'node:path';
import { linkTargetsIn, missingDocPaths, pathExists, pathsNamedIn } from './docs-paths';

const root = path.resolve(__dirname, '..');

describe('pathsNamedIn', () => {
  it.each([
    ['a path in backticks', 'see `lib/domain/charges.ts`.', ['lib/domain/charges.ts']],
    ['a bare path ending a sentence', 'The rule is lib/domain/caller-ip.ts.', ['lib/domain/caller-ip.ts']],
    ['a folder with its slash', 'services in `lib/orders/`', ['lib/orders']],
    ['an import specifier', "import { db } from '@/lib/database/db'", ['lib/database/db']],
    ['a glob', '`graphql/**/schema.ts`', ['graphql/**/schema.ts']],
    ['a Next folder in brackets', '`app/orders/[orderNumber]/page.tsx`', ['app/orders/[orderNumber]/page.tsx']],
    ['a URL path is not a file', 'open /admin/payments or /orders/calendar', []],
    ['a placeholder is not a file', '`lib/<area>/<verb-noun>.ts` and `SMS_DLT_TEMPLATE_…`', []],
    ['an elided name is not a file', 'migration `prisma/migrations/…_notification_order_index`', []],
    ['a file outside the repository', '`../shared/docs/api.md`', []],
    ['a URL of another site', 'github.com/vdinesht/tracker', []],
    ['a markdown link, text and target', '[docs/money.md](docs/money.md#wallet)', ['docs/money.md']],
    ['two on a line, once each', '`lib/a.ts`, `lib/b.ts` and lib/a.ts', ['lib/a.ts', 'lib/b.ts']],
  ])('%s', (_, markdown, expected) => {
    expect(pathsNamedIn(markdown)).toEqual(expected);
  });
});

describe('linkTargetsIn', () => {
  it.each([
    ['a page beside it', 'see [money](money.md).', ['money.md']],
    ['a heading of a page', '[the wallet](money.md#the-wallet-and-refunds)', ['money.md']],
    ['a page above it', '[the README](../README.md)', ['../README.md']],
    ['a heading of the same page is not a file', '[below](#adding-a-decision)', []],
    ['a web address is not a file', '[Next](https://nextjs.org/docs)', []],
  ])('%s', (_, markdown, expected) => {
    expect(linkTargetsIn(markdown)).toEqual(expected);
  });
});

describe('pathExists', () => {
  it.each([
    ['lib/domain/charges.ts', true],
    ['lib/domain/no-such-rule.ts', false],
    ['lib/database/db', true],
    ['graphql/**/schema.ts', true],
    ['lib/privacy/read-*.ts', true],
    ['lib/nowhere/*.ts', false],
    ['app/orders/[orderNumber]/page.tsx', true],
    ['public/sw.js', true], // written by the build
  ])('%s: %s', (named, expected) => {
    expect(pathExists(root, named)).toBe(expected);
  });
});

// A doc that names a file that was moved or deleted sends a newcomer looking for nothing: fix the
// doc (or the path) named in the failure.
it('the README and docs/ name only files and folders that exist', () => {
  expect(missingDocPaths(root)).toEqual([]);
});
