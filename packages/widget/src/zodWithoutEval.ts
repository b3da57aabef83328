/**
 * zod probes for eval (`new Function`) on its first parse; a host page with a strict CSP
 * reports that probe as a violation. Imported first, before any schema is parsed.
 */
import { z } from 'zod';

z.config({ jitless: true });
