// The one import of react-hook-form's zod resolver for our forms. In the browser zod is told not to
// compile its parsers: to find out whether it may, zod calls `new Function` once, and under our CSP
// (no 'unsafe-eval') the browser reports that refused call as a violation even though zod catches it
// (e2e/security-headers.spec.ts fails on any). The server keeps compiled parsers.
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { zodResolver };
