// A parse worker thread's entry: registers tsx's loader (the sources are TypeScript, as
// bin/umpire.js runs them) and starts serve.ts.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./serve.ts', import.meta.url).href);
