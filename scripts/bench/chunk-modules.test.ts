import { chargeSamples, moduleLabel, parseChunk, type CpuProfile } from './chunk-modules';

// A chunk as Turbopack writes one: an ES module with two exports, then on a second line a CommonJS one.
const CHUNK = [
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,111,e=>{"use strict";let t=1;e.s(["SiteNav",0,function(){return t},"x",0,2])},',
  '222,(e,t,r)=>{"use strict";Object.defineProperty(r,"__esModule",{value:!0}),Object.defineProperty(r,"formatUrl",{enumerable:!0,get:function(){return 1}})}]);',
].join('\n');

describe('the modules of a Turbopack chunk', () => {
  it.each([
    ['an ES module: its export names longer than one letter', 'e=>{e.s(["SiteNav",0,a,"x",0,b,"Toaster",0,c])}', 'SiteNav, Toaster'],
    ['a CommonJS module: its defined properties', '(e,t,r)=>{Object.defineProperty(r,"formatUrl",{enumerable:!0})}', 'formatUrl'],
    ['no names: the start of its source', 'e=>{let   t=1;return t}', 'e=>{let t=1;return t}'],
  ])('labels %s', (_name, source, label) => {
    expect(moduleLabel(source)).toBe(label);
  });

  it('finds each factory with its id, across lines', () => {
    const { modules, offset } = parseChunk(CHUNK);
    expect(modules.map((m) => [m.id, m.label])).toEqual([
      [111, 'SiteNav'],
      [222, 'formatUrl'],
    ]);
    expect(CHUNK.slice(modules[1].start, modules[1].start + 9)).toBe('(e,t,r)=>');
    expect(offset(1, 4)).toBe(CHUNK.indexOf('\n') + 5);
  });

  it.each([
    ['not JavaScript', 'this is { not'],
    ['JavaScript without a push of modules', 'console.log(1)'],
  ])('finds no modules in a file that is %s', (_name, text) => {
    expect(parseChunk(text).modules).toEqual([]);
  });

  it('charges a profile\'s samples to the module holding the code, and the rest by name', async () => {
    const url = 'http://127.0.0.1:3000/_next/static/chunks/abc.js';
    const secondLine = CHUNK.slice(CHUNK.indexOf('\n') + 1);
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(program)', url: '', lineNumber: -1, columnNumber: -1 } },
        { id: 2, callFrame: { functionName: '', url, lineNumber: 0, columnNumber: CHUNK.indexOf('let t=1') } },
        { id: 3, callFrame: { functionName: 'get', url, lineNumber: 1, columnNumber: secondLine.indexOf('get:') } },
        { id: 4, callFrame: { functionName: '', url, lineNumber: 0, columnNumber: 3 } },
        { id: 5, callFrame: { functionName: '', url: 'http://127.0.0.1:3000/cart', lineNumber: 3, columnNumber: 10 } },
      ],
      samples: [1, 2, 2, 3, 4, 5, 1],
      timeDeltas: [1000, 2000, 2000, 500, 250, 125, 1000],
    };
    const charged = await chargeSamples(profile, async () => parseChunk(CHUNK));
    expect(charged).toEqual([
      { file: '(program)', module: null, ms: 2 },
      { file: 'abc.js', module: '#111 SiteNav', ms: 4 },
      { file: 'abc.js', module: '#222 formatUrl', ms: 0.5 },
      { file: 'abc.js', module: '(outside a module) anonymous:3', ms: 0.25 },
      { file: '/cart', module: null, ms: 0.125 },
    ]);
  });
});
