// India's states and union territories with their GST state codes: the first two digits of a
// GSTIN, and the place of supply of every invoice line ("27-Maharashtra" in GSTR-1's files).
// Source: the GST portal's state code list (the codes of the GSTR-1 offline tool's "Place Of
// Supply" column); 26 is the merged "Dadra and Nagar Haveli and Daman and Diu" (25, the old
// Daman and Diu, is no longer issued), 37 is Andhra Pradesh since 2014 (28 is its old code, still
// valid in old GSTINs), 38 is Ladakh (2020). The table test cites each row.

export type GstState = {
  /** two digits, as in a GSTIN */
  code: string;
  /** the name an address carries and an invoice prints */
  name: string;
  /** how GSTR-1's offline tool spells it ("&" for "and") */
  returnName: string;
  /** still in use for new registrations and addresses */
  current: boolean;
};

const row = (code: string, name: string, returnName = name.replace(/ and /g, ' & '), current = true): GstState => ({ code, name, returnName, current });

export const GST_STATES: readonly GstState[] = [
  row('01', 'Jammu and Kashmir'),
  row('02', 'Himachal Pradesh'),
  row('03', 'Punjab'),
  row('04', 'Chandigarh'),
  row('05', 'Uttarakhand'),
  row('06', 'Haryana'),
  row('07', 'Delhi'),
  row('08', 'Rajasthan'),
  row('09', 'Uttar Pradesh'),
  row('10', 'Bihar'),
  row('11', 'Sikkim'),
  row('12', 'Arunachal Pradesh'),
  row('13', 'Nagaland'),
  row('14', 'Manipur'),
  row('15', 'Mizoram'),
  row('16', 'Tripura'),
  row('17', 'Meghalaya'),
  row('18', 'Assam'),
  row('19', 'West Bengal'),
  row('20', 'Jharkhand'),
  row('21', 'Odisha'),
  row('22', 'Chhattisgarh'),
  row('23', 'Madhya Pradesh'),
  row('24', 'Gujarat'),
  row('25', 'Daman and Diu', 'Daman & Diu', false),
  row('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  row('27', 'Maharashtra'),
  row('28', 'Andhra Pradesh (before 2014)', 'Andhra Pradesh (Before Division)', false),
  row('29', 'Karnataka'),
  row('30', 'Goa'),
  row('31', 'Lakshadweep'),
  row('32', 'Kerala'),
  row('33', 'Tamil Nadu'),
  row('34', 'Puducherry'),
  row('35', 'Andaman and Nicobar Islands'),
  row('36', 'Telangana'),
  row('37', 'Andhra Pradesh'),
  row('38', 'Ladakh'),
  row('97', 'Other Territory'),
];

/** The states and union territories an address may be in (the list a form offers). */
export const ADDRESS_STATES: readonly GstState[] = GST_STATES.filter((s) => s.current && s.code !== '97');

const key = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Spellings people type that are not the official name.
const ALIASES: Record<string, string> = {
  'new delhi': '07',
  'nct of delhi': '07',
  orissa: '21',
  pondicherry: '34',
  'jammu kashmir': '01',
  'j and k': '01',
  'andaman and nicobar': '35',
  'andaman nicobar islands': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  uttaranchal: '05',
  'tamilnadu': '33',
};

const BY_KEY = new Map<string, GstState>(ADDRESS_STATES.map((s) => [key(s.name), s]));

export function stateByCode(code: string): GstState | null {
  return GST_STATES.find((s) => s.code === code) ?? null;
}

/** The state an address's free text names (any case, "&" or "and", common old names), or null. */
export function stateByName(name: string | null | undefined): GstState | null {
  if (!name) return null;
  const k = key(name);
  if (BY_KEY.has(k)) return BY_KEY.get(k)!;
  const alias = ALIASES[k];
  return alias ? stateByCode(alias) : null;
}

/** "27-Maharashtra": the place of supply as GSTR-1's files and the invoice print it. */
export function placeOfSupplyLabel(state: GstState): string {
  return `${state.code}-${state.returnName}`;
}
