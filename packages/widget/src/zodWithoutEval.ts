/**
 * zod probes for eval (`new Function`) as it builds an object schema; a host page with a strict
 * CSP reports that probe as a violation. Run before any schema is built (lazyChunks.ts).
 */
import { z } from 'zod';

z.config({ jitless: true });
