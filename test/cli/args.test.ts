import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '#cli/args';
import type { Command } from '#cli/command';

const submit = {
  name: 'submit',
  usage: 'FILE [--token TOKEN]',
  summary: 'test',
  positionals: { min: 1, max: 1 },
  options: {
    token: { type: 'string', help: 'token' },
    out: { type: 'string', short: 'o', help: 'file' },
    player: { type: 'string', multiple: true, help: 'side' },
  },
} as unknown as Command;

describe('umpire argument parsing', () => {
  it.each([
    [['f.yaml', '--token', '-Xy_9'], { token: '-Xy_9' }],
    [['f.yaml', '--token=-Xy_9'], { token: '-Xy_9' }],
    [['f.yaml', '-o', '-out.pdf'], { out: '-out.pdf' }],
    [['--token', 'abc', 'f.yaml', '--player', 'german', '--player', '-s'], { token: 'abc', player: ['german', '-s'] }],
  ])('reads option values that begin with a dash: %j', (argv, values) => {
    const parsed = parseCommandArgs(submit, argv);
    expect(parsed.values).toMatchObject(values);
    expect(parsed.positionals).toEqual(['f.yaml']);
  });

  it('still refuses an unknown flag and a missing value', () => {
    expect(() => parseCommandArgs(submit, ['f.yaml', '--nope'])).toThrow(/nope/);
    expect(() => parseCommandArgs(submit, ['f.yaml', '--token'])).toThrow();
  });
});
