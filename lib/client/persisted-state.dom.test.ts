import {
  STORAGE_VERSION,
  VERSION_KEY,
  clearClientState,
  ensureStorageVersion,
  loadState,
  removeState,
  saveState,
} from './persisted-state';

function setCookie(pair: string) {
  document.cookie = `${pair}; path=/`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim()).filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
});

describe('version clear', () => {
  test.each([
    ['no flag (first visit or older app)', null],
    ['an older version', '7'],
    ['a different value', 'eight'],
  ])('%s: wipes localStorage and visible cookies, then sets the flag to 8', (_case, stored) => {
    if (stored !== null) localStorage.setItem(VERSION_KEY, stored);
    localStorage.setItem('_rdo_v_cdm_cart_data_1', '{"items":[1]}');
    setCookie('selected_address=42');

    expect(ensureStorageVersion()).toBe(true);

    expect(localStorage.getItem('_rdo_v_cdm_cart_data_1')).toBeNull();
    expect(document.cookie).not.toContain('selected_address');
    expect(localStorage.getItem(VERSION_KEY)).toBe('8');
    expect(localStorage.length).toBe(1);
  });

  test('flag already 8: keeps everything', () => {
    localStorage.setItem(VERSION_KEY, STORAGE_VERSION);
    localStorage.setItem('_rdo_v_cdm_cart_data_1', '{"items":[1]}');
    setCookie('keep=1');

    expect(ensureStorageVersion()).toBe(false);

    expect(localStorage.getItem('_rdo_v_cdm_cart_data_1')).toBe('{"items":[1]}');
    expect(document.cookie).toContain('keep=1');
  });

  test('works on injected storage and cookie jar', () => {
    const written: string[] = [];
    const jar = {
      get cookie() {
        return 'a=1; b=2';
      },
      set cookie(v: string) {
        written.push(v);
      },
    };
    sessionStorage.setItem('x', '1');
    expect(ensureStorageVersion(sessionStorage, jar)).toBe(true);
    expect(sessionStorage.getItem('x')).toBeNull();
    expect(sessionStorage.getItem(VERSION_KEY)).toBe('8');
    expect(written.filter((w) => w.startsWith('a=;')).length).toBeGreaterThan(0);
    expect(written.filter((w) => w.startsWith('b=;')).length).toBeGreaterThan(0);
  });

  test('server side (no storage): does nothing', () => {
    expect(ensureStorageVersion(null, null)).toBe(false);
  });
});

describe('loadState / saveState', () => {
  beforeEach(() => localStorage.setItem(VERSION_KEY, STORAGE_VERSION));

  test('round trip through JSON', () => {
    saveState('_rdo_v_pdm_cart_data_1', { items: [{ id: 'a', qty: 2 }] });
    expect(localStorage.getItem('_rdo_v_pdm_cart_data_1')).toBe('{"items":[{"id":"a","qty":2}]}');
    expect(loadState('_rdo_v_pdm_cart_data_1', null)).toEqual({ items: [{ id: 'a', qty: 2 }] });
  });

  test('missing key gives the fallback', () => {
    expect(loadState('absent', { n: 0 })).toEqual({ n: 0 });
  });

  test('unparseable value gives the fallback', () => {
    localStorage.setItem('broken', '{not json');
    expect(loadState('broken', 'fallback')).toBe('fallback');
  });

  test('quota or private-mode errors on write are ignored', () => {
    const full = {
      getItem: () => STORAGE_VERSION,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveState('k', 1, full)).not.toThrow();
  });

  test('storage that throws on read gives the fallback', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadState('k', 7, broken)).toBe(7);
  });

  test('no storage (server render) gives the fallback', () => {
    expect(loadState('k', 'server', null)).toBe('server');
    expect(() => saveState('k', 1, null)).not.toThrow();
  });

  test('removeState removes one key', () => {
    saveState('a', 1);
    saveState('b', 2);
    removeState('a');
    expect(loadState('a', null)).toBeNull();
    expect(loadState('b', null)).toBe(2);
  });
});

test('the first read of the page runs the version check before reading', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('./persisted-state') as typeof import('./persisted-state');
    localStorage.setItem(VERSION_KEY, '7');
    localStorage.setItem('_rdo_v_cdm_cart_data_1', '{"stale":true}');
    expect(fresh.loadState('_rdo_v_cdm_cart_data_1', null)).toBeNull();
    expect(localStorage.getItem(VERSION_KEY)).toBe('8');
    // Later reads do not wipe again.
    fresh.saveState('_rdo_v_cdm_cart_data_1', { fresh: true });
    expect(fresh.loadState('_rdo_v_cdm_cart_data_1', null)).toEqual({ fresh: true });
  });
});

test('logout clears localStorage except the version flag, sessionStorage and visible cookies', () => {
  localStorage.setItem(VERSION_KEY, STORAGE_VERSION);
  localStorage.setItem('_rdo_v_cdm_cart_data_1', '{}');
  localStorage.setItem('session', '{"isLoggedIn":true}');
  sessionStorage.setItem('error_reload_count', '2');
  setCookie('selected_address=42');

  clearClientState();

  expect(localStorage.length).toBe(1);
  expect(localStorage.getItem(VERSION_KEY)).toBe('8');
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
});
