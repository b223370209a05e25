import { bodyTree, elementCount, reactProps } from './page-tree';

const PAGE = [
  '<!DOCTYPE html><html><head><title>t</title></head><body class="flex">',
  '<a href="#main" class="sr-only">Skip</a>',
  '<main id="main"><h1 style="color:red">Privacy</h1><svg viewBox="0 0 1 1"><path stroke-width="2" d="M0"></path></svg></main>',
  '<script>self.__next_f.push([1,""])</script><template id="B:0"></template>',
  '<div hidden id="S:0"><nav>late</nav></div><div hidden>kept: not a boundary</div>',
  '</body></html>',
].join('');

describe('a served page as a tree of elements', () => {
  it('keeps elements, attributes and text; leaves out scripts, templates, style attributes and waiting boundaries', () => {
    expect(bodyTree(PAGE)).toEqual([
      ['a', { href: '#main', class: 'sr-only' }, ['Skip']],
      ['main', { id: 'main' }, [['h1', {}, ['Privacy']], ['svg', { viewBox: '0 0 1 1' }, [['path', { 'stroke-width': '2', d: 'M0' }, []]]]]],
      ['div', { hidden: '' }, ['kept: not a boundary']],
    ]);
    expect(elementCount(bodyTree(PAGE))).toBe(6);
  });

  it('refuses a document without a body', () => {
    expect(() => bodyTree('<frameset></frameset>')).toThrow('no <body> in the page');
  });

  it.each([
    ['class', { class: 'a b' }, { className: 'a b' }],
    ['for', { for: 'x' }, { htmlFor: 'x' }],
    ['an svg attribute', { 'stroke-width': '2' }, { strokeWidth: '2' }],
    ['a boolean attribute', { hidden: '' }, { hidden: true }],
    ['aria and data attributes as they are', { 'aria-label': '', 'data-testid': 'x' }, { 'aria-label': '', 'data-testid': 'x' }],
  ])('%s as a React prop', (_name, attrs, props) => {
    expect(reactProps(attrs)).toEqual(props);
  });
});
