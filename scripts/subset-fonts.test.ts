import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OUT_DIR, fontFaceCss, fontsourceRange, subsetInter, textOfRange } from './subset-fonts';

describe('textOfRange', () => {
  it.each([
    ['U+20B9', '₹'],
    ['U+0041-0043', 'ABC'],
    ['U+0041-0042,U+20B9', 'AB₹'],
    ['u+0061', 'a'],
  ])('%s is %j', (range, text) => {
    expect(textOfRange(range)).toBe(text);
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => textOfRange('U+00G1')).toThrow('not a unicode-range part');
  });
});

describe('the committed Inter subsets', () => {
  it('cover what fontsource’s latin file covers, and ₹ on its own', () => {
    const latin = textOfRange(fontsourceRange('inter-latin-wght-normal.woff2'));
    expect(latin).toContain('A');
    expect(latin).toContain('’');
    expect(latin).not.toContain('₹');
    expect(textOfRange(fontsourceRange('inter-latin-ext-wght-normal.woff2'))).toContain('₹');
  });

  // stale after a font package upgrade or a range change: run `npm run fonts` and commit
  it('are what npm run fonts makes from the installed font package', async () => {
    expect(readFileSync(path.join(OUT_DIR, 'inter.css'), 'utf8')).toBe(fontFaceCss());
    const made = await subsetInter();
    for (const [file, font] of made) {
      expect({ file, same: Buffer.compare(readFileSync(path.join(OUT_DIR, file)), font) === 0 }).toEqual({ file, same: true });
    }
    // the reason they exist: far smaller than fontsource's latin (48 kB) and latin-ext (85 kB)
    expect(made.get('inter-latin-400-700.woff2')!.length).toBeLessThan(36_000);
    expect(made.get('inter-rupee-400-700.woff2')!.length).toBeLessThan(3_000);
  }, 60_000);
});
