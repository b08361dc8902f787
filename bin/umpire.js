#!/usr/bin/env node
// The `umpire` command. Runs the TypeScript sources directly (no build step) by
// registering tsx's loader, then hands over to src/cli/main.ts.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
