import path from 'node:path';
import { inlinePrimaryButtons, isInlinePrimaryButton } from './inline-buttons';

const root = path.resolve(__dirname, '..');

describe('isInlinePrimaryButton', () => {
  it.each([
    ['a primary button by hand', 'className="w-full rounded-lg bg-brand-700 px-4 py-3 text-lg font-semibold text-white"', true],
    ['a link that looks like one', "<Link href=\"/\" className='mt-6 inline-block rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white'>", true],
    ['the chosen tab of a strip', 'className="rounded-lg border bg-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"', false],
    ['a chosen chip, a pill', "on ? 'border-brand-700 bg-brand-700 text-white' : 'bg-white'", false],
    ['an avatar', 'className="rounded-full bg-brand-700 font-bold text-white"', false],
    ['a bar of a chart', 'className="h-3 rounded bg-brand-700"', false],
    ['the shared Button', '<Button size="lg" fullWidth>', false],
  ])('%s: %s', (_, line, expected) => {
    expect(isInlinePrimaryButton(line)).toBe(expected);
  });
});

// A primary button is components/ui's Button (ButtonLink for a page to go to, buttonClasses for an
// element that can be neither); the failure names the file and line that wrote the look again.
it('no primary button look is written outside components/ui', () => {
  expect(inlinePrimaryButtons(root)).toEqual([]);
});
