import { describe, expect, it } from 'vitest';
import { driveOnStalingrad, type DosState } from '#games/drive-on-stalingrad';
import type { Ruleset } from '#kernel/engine/ruleset';
import { counters } from './dos-bundle';
import { dosLeakProblems } from './leak-problems';

const state = driveOnStalingrad.setup('operation-blue') as DosState;
const untried = Object.keys(state.units).find((id) => counters.get(id)?.untried === true && state.units[id]!.status === 'on-map')!;
const untriedHex = state.units[untried]!.hex!;
const pendingSoviet = Object.keys(state.units).find((id) => id.startsWith('sov-') && state.units[id]!.status === 'pending')!;

/** The title with its view changed by `edit` for one viewer. */
const leaky = (viewer: string | null, edit: (v: Record<string, unknown>) => void): Ruleset<DosState> => ({
  ...driveOnStalingrad,
  view: (s, side) => {
    const v = structuredClone(driveOnStalingrad.view(s, side)) as Record<string, unknown>;
    if (side === viewer) edit(v);
    return v;
  },
});

describe('what the fuzzer calls a leak', () => {
  it('finds none in the set-up views', () => {
    expect(dosLeakProblems(driveOnStalingrad, state, [])).toEqual([]);
  });

  it('catches an untried unit shown with numbers, an enemy stack shown whole, a pending enemy unit named', () => {
    const shown = leaky('soviet', (v) => {
      for (const st of v.stacks as { units?: { id: string; attack: unknown; defense: unknown }[] }[]) for (const u of st.units ?? []) if (u.id === untried) Object.assign(u, { attack: 3, defense: 2 });
    });
    expect(dosLeakProblems(shown, state, []).join('\n')).toContain(`sees the values 3-2 of untried ${untried}`);
    const whole = leaky('german', (v) => {
      const st = (v.stacks as { side: string; units?: unknown[]; top?: unknown }[]).find((x) => x.side === 'soviet')!;
      st.units = [st.top];
    });
    expect(dosLeakProblems(whole, state, []).join('\n')).toContain('sees every unit of the soviet stack');
    const named = leaky(null, (v) => (v.note = `coming: ${JSON.stringify(pendingSoviet)}`));
    expect(dosLeakProblems(named, state, []).join('\n')).toContain(`the public sees the enemy unit ${pendingSoviet} (pending)`);
  });

  it('catches odds given against untried units', () => {
    const options = [{ side: 'german', options: [{ unit: 'ger-9pz', label: '', hex: '0000', attacks: [{ target: untriedHex, odds: '3:1' }] }] }] as never;
    expect(dosLeakProblems(driveOnStalingrad, state, options).join('\n')).toContain(`against untried units in ${untriedHex}`);
  });
});
