// Counts in words ("1 customer", "3 customers", "1 delivery", "2 deliveries"): the one place the
// store picks singular or plural, so no page prints "1 customers". Intl.PluralRules decides which
// form a number takes (it knows that 1 is "one" and 0, 1.5 and 2 are "other" in English); the words
// themselves are given, since English plurals are irregular (entry/entries, delivery/deliveries).
// Made on first use, not at load: see the formatter in money.ts.
let rules: Intl.PluralRules | undefined;

/** The word for `n` things: `noun(1, 'order')` is 'order', `noun(2, 'order')` is 'orders'. */
export function noun(n: number, singular: string, plural = `${singular}s`): string {
  rules ??= new Intl.PluralRules('en-IN');
  return rules.select(n) === 'one' ? singular : plural;
}

/** `n` and its word: `countOf(1, 'customer')` is '1 customer', `countOf(3, 'entry', 'entries')` '3 entries'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-IN')} ${noun(n, singular, plural)}`;
}
