// The page's <body> as scripts/bench/content-reference.ts wrote it (tree.json, not committed), made
// into React elements on the server, so the browser gets them in the RSC payload and hydrates them
// as it does the store's.
import { createElement } from 'react';
import { reactProps } from '../../../scripts/bench/page-tree';
import tree from './tree.json';

function element(node, key) {
  if (typeof node === 'string') return node;
  const [tag, attrs, children] = node;
  return createElement(tag, { ...reactProps(attrs), key }, ...children.map((c, i) => element(c, i)));
}

export function PageTree() {
  return tree.map((node, i) => element(node, i));
}
