import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; the page's
// Content-Security-Policy has no 'unsafe-eval', and even zod's probe for it would be reported
// as a violation. Imported first by the entry, before any schema parses.
z.config({ jitless: true });
