import path from 'node:path';
import { citingHeadingsInMarkdown, citingLinesInCode, issueCitations } from './issue-citations';

const root = path.resolve(__dirname, '..');
// The examples below are citations on purpose; each is spelled in two parts, so that a search of
// the repository for a cited issue number finds none here either.
const word = 'issue';
const Word = 'Issue';

describe('citingLinesInCode', () => {
  it.each([
    ['a line comment', `// ${Word} 12: the dialog had no way out.`, [1]],
    ['a comment after code', `const x = 1; // see ${word} #24`, [1]],
    ['a JSDoc line', `/**\n * Marks the default (${word} 24): every cart\n */`, [2]],
    ['a block comment continued without a star', `/* A phone shows rows\n   (${word} 24); from sm up */\nconst y = 2;`, [2]],
    ['a JSX comment', `{/* the pin as a map link (${word} 24) */}`, [1]],
    ['a prisma doc comment', `  /// false: archived (${word} 22)`, [1]],
    ['a test named after an issue', `describe('first delivery (${word} 12: never earlier)', () => {`, [1]],
    ['a table test named after issues', `test.each(rows)('${word}s 12 and 13: %s', () => {`, [1]],
    ['a comment that says why', '// A dialog needs a visible way out besides Escape.', []],
    ['code after a closed block comment', `/* done */\nconst label = '${word} 3';`, []],
    ['a number that is not an issue', '// 12 issues of the magazine, issued 2 times', []],
  ])('%s', (_, source, expected) => {
    expect(citingLinesInCode(source)).toEqual(expected);
  });
});

describe('citingHeadingsInMarkdown', () => {
  it.each([
    ['a heading citing an issue', `## Toasts (${word} 12)\ntext`, [1]],
    ['a topic heading', '## Toasts\nThe spec leaves two rules open.', []],
    ["prose naming another project's issue", `See github.com/a/b ${word} 152.`, []],
  ])('%s', (_, markdown, expected) => {
    expect(citingHeadingsInMarkdown(markdown)).toEqual(expected);
  });
});

// A newcomer cannot look an issue number up: say in the comment, test name or heading why the code
// is as it is, in the shop's words.
it('no comment, test name or doc heading cites an issue number', () => {
  expect(issueCitations(root)).toEqual([]);
});
