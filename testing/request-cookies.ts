// Server components read the request's cookies through next/headers, which works only inside a
// Next request. Tests that render a page mock next/headers with this module and set the Cookie
// header a browser would send (for example the one loginAs returns):
//   jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
let cookieHeader = '';

/** The Cookie header of the "current request"; null or '' for a visitor without cookies. */
export function setRequestCookies(header: string | null | undefined): void {
  cookieHeader = header ?? '';
}

function parsed(): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return jar;
}

export const nextHeadersMock = {
  cookies: async () => {
    const jar = parsed();
    return {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => jar.has(name),
    };
  },
  headers: async () => new Headers(cookieHeader ? { cookie: cookieHeader } : {}),
};
