#!/usr/bin/env node
// The `umpire` command: src/cli/main.ts, run from its bundle (bin/cli-bundle.js, rebuilt from
// the sources whenever one changes), or from the TypeScript sources through tsx's loader when
// there is no bundle to run (UMPIRE_CLI_FROM_SOURCES=1, a read-only checkout, another command
// building it at that moment).
import { bundledCli } from './cli-bundle.js';

const bundle = await bundledCli();
if (bundle) {
  await import(bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/main.ts', import.meta.url).href);
}
