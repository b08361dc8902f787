import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UMPIRE_VERSION } from '#version';

describe('the version', () => {
  it('is the one package.json gives', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(UMPIRE_VERSION).toBe(pkg.version);
  });
});
