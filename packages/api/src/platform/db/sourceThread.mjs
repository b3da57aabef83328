// Starts a thread entry from TypeScript source (development and tests): tsx compiles it inside
// the thread. The compiled server starts the bundled entry (dist/<name>.js) instead.
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
