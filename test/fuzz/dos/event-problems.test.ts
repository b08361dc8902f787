import { describe, expect, it } from 'vitest';
import { dosBattles, dosEventProblems } from './event-problems';

describe('Drive on Stalingrad event checks for the fuzzer', () => {
  it('flag over-stacking removed at a phase boundary, not the 6.3 sorting at its deadline', () => {
    expect(dosEventProblems([{ type: 'overstack-removed', rule: 'DoS 6.2', when: 'end', text: '2625 over-stacked' }])).toHaveLength(1);
    expect(dosEventProblems([{ type: 'overstack-removed', rule: 'DoS 6.2', hex: '2625', text: 'not sorted' }])).toEqual([]);
  });

  it('flag a battle result the table does not have, and read battles', () => {
    expect(dosEventProblems([{ type: 'battle', crtResult: 'XX', text: 't' }])).toHaveLength(1);
    expect(dosEventProblems([{ type: 'battle', crtResult: 'DR', text: 't' }])).toEqual([]);
    expect(dosBattles([{ type: 'move' }, { type: 'battle', crtResult: 'DE', die: { label: 'x', value: 5 } }, { type: 'battle', kind: 'mobile-assault', crtResult: 'AL1' }])).toEqual([
      { kind: 'prepared-assault', result: 'DE', rolled: true },
      { kind: 'mobile-assault', result: 'AL1', rolled: false },
    ]);
  });
});
