// A served page's <body> as a tree of elements the content reference app (perf/content-app) renders
// again with React: the same elements, attributes and text, and none of the store's code. Scripts,
// templates, stylesheet links and React's hidden streaming <div>s are left out; so is every `style`
// attribute (React wants an object there, and the store sets none that changes layout).
import { parse } from 'parse5';

/** [tag, attributes, children]; a string is a text node. */
export type TreeNode = string | [string, Record<string, string>, TreeNode[]];

type Parse5Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Parse5Node[]; content?: { childNodes: Parse5Node[] } };

const LEFT_OUT = new Set(['script', 'template', 'link', 'style', 'noscript']);

function convert(node: Parse5Node): TreeNode | null {
  if (node.nodeName === '#text') return node.value ?? '';
  if (node.nodeName.startsWith('#') || LEFT_OUT.has(node.nodeName)) return null;
  const attrs: Record<string, string> = {};
  for (const a of node.attrs ?? []) if (a.name !== 'style') attrs[a.name] = a.value;
  // a completed Suspense boundary's content waiting for React's swap (<div hidden id="S:0">)
  if (node.nodeName === 'div' && 'hidden' in attrs && /^S:/.test(attrs.id ?? '')) return null;
  const children = (node.childNodes ?? []).map(convert).filter((c): c is TreeNode => c !== null);
  return [node.nodeName, attrs, children];
}

export function bodyTree(html: string): TreeNode[] {
  const doc = parse(html) as unknown as Parse5Node;
  const body = doc.childNodes?.find((n) => n.nodeName === 'html')?.childNodes?.find((n) => n.nodeName === 'body');
  if (!body) throw new Error('no <body> in the page');
  return (body.childNodes ?? []).map(convert).filter((c): c is TreeNode => c !== null);
}

export function elementCount(tree: readonly TreeNode[]): number {
  return tree.reduce((n, node) => (typeof node === 'string' ? n : n + 1 + elementCount(node[2])), 0);
}

// HTML attribute names React spells otherwise (only those the store's pages use, and their kin)
const REACT_NAMES: Record<string, string> = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', viewbox: 'viewBox', srcset: 'srcSet', fetchpriority: 'fetchPriority', autocomplete: 'autoComplete',
  inputmode: 'inputMode', enterkeyhint: 'enterKeyHint', maxlength: 'maxLength', readonly: 'readOnly', crossorigin: 'crossOrigin', datetime: 'dateTime',
  'stroke-width': 'strokeWidth', 'stroke-linecap': 'strokeLinecap', 'stroke-linejoin': 'strokeLinejoin', 'fill-rule': 'fillRule', 'clip-rule': 'clipRule',
};
// present-or-absent attributes: an empty value means true
const BOOLEANS = new Set(['hidden', 'disabled', 'checked', 'required', 'open', 'multiple', 'selected', 'readonly', 'autofocus', 'novalidate', 'inert']);

/** An element's attributes as React props. */
export function reactProps(attrs: Readonly<Record<string, string>>): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attrs)) props[REACT_NAMES[name] ?? name] = BOOLEANS.has(name) ? true : value;
  return props;
}
