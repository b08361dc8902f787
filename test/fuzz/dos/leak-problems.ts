import type { DosState } from '#games/drive-on-stalingrad';
import type { Ruleset, UnitOptions } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import { counters } from './dos-bundle';

interface ShownUnit {
  id: string;
  attack: unknown;
  defense: unknown;
}
interface ShownStack {
  hex: string;
  side: string;
  units?: ShownUnit[];
  top?: ShownUnit;
}

const sideOf = (id: string): string => (counters.get(id)?.nationality === 'soviet' ? 'soviet' : 'german');
/** DoS 2.14: an untried unit's values stay unknown to both players until its first combat. */
const valuesSecret = (state: DosState, id: string): boolean => counters.get(id)?.untried === true && state.units[id]?.revealed !== true;
/** Fields of a view that list units openly by the rules: the dead pile and the GT6 withdrawal (8.7). */
const PUBLIC_LISTS = new Set(['stacks', 'eliminated', 'withdrawn']);

const WORD_GAP = /[^A-Za-z0-9-]+/;

/**
 * The words among `wanted` that are a key, or a word (letters, digits and hyphens) of a
 * string, in a JSON value. A string without a gap is one word (most strings of a view: ids,
 * hexes), looked up without splitting it; when every wanted word has a hyphen (as unit ids
 * do), a string or key without one holds none of them and is passed over.
 */
function wordsAmong(value: unknown, wanted: ReadonlySet<string>): Set<string> {
  const into = new Set<string>();
  const hyphenated = [...wanted].every((w) => w.includes('-'));
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (hyphenated && !v.includes('-')) return;
      if (!WORD_GAP.test(v)) {
        if (wanted.has(v)) into.add(v);
      } else for (const w of v.split(WORD_GAP)) if (wanted.has(w)) into.add(w);
    } else if (Array.isArray(v)) for (const item of v) visit(item);
    else if (v !== null && typeof v === 'object') {
      const record = v as Record<string, unknown>;
      for (const k of Object.keys(record)) {
        if (wanted.has(k)) into.add(k);
        visit(record[k]);
      }
    }
  };
  visit(value);
  return into;
}

/**
 * What a side's view (and the public view) must not show (DoS 11.7, 2.14, digest §6.3):
 * an enemy stack only as its top unit and a count, never its other units; no untried
 * unit's true factors before its first combat, to either side; no enemy reinforcement
 * not yet on the map, nor an enemy unit under the top of its stack, anywhere else in the
 * view. And options() must not give odds that would tell an untried unit's values.
 */
export function dosLeakProblems(ruleset: Ruleset<DosState>, state: DosState, options: readonly { side: string; options: readonly UnitOptions[] }[]): string[] {
  const problems: string[] = [];
  const ids = Object.keys(state.units);
  for (const viewer of ['german', 'soviet', null] as const) {
    const who = viewer ?? 'the public';
    const view = ruleset.view(state, viewer === null ? null : asSide(viewer)) as { stacks?: ShownStack[] } & Record<string, unknown>;
    const tops = new Set<string>();
    for (const stack of view.stacks ?? []) {
      if (stack.side !== viewer && stack.units !== undefined) problems.push(`${who} sees every unit of the ${stack.side} stack in ${stack.hex} (DoS 11.7)`);
      if (stack.top) tops.add(stack.top.id);
      for (const u of [...(stack.units ?? []), ...(stack.top ? [stack.top] : [])]) {
        if (valuesSecret(state, u.id) && (u.attack !== '?' || u.defense !== '?')) problems.push(`${who} sees the values ${String(u.attack)}-${String(u.defense)} of untried ${u.id} (DoS 2.14)`);
      }
    }
    const hidden = ids.filter((id) => {
      const u = state.units[id]!;
      return sideOf(id) !== viewer && (u.status === 'pending' || (u.status === 'on-map' && !tops.has(id)));
    });
    if (hidden.length === 0) continue;
    const words = wordsAmong(Object.entries(view).filter(([k]) => !PUBLIC_LISTS.has(k)), new Set(hidden));
    for (const id of hidden) if (words.has(id)) problems.push(`${who} sees the enemy unit ${id} (${state.units[id]!.status}) outside the stacks' top units (DoS 11.7)`);
  }
  const secretAt = new Set(ids.filter((id) => state.units[id]!.status === 'on-map' && valuesSecret(state, id)).map((id) => state.units[id]!.hex!));
  for (const { side, options: list } of options) {
    for (const o of list) {
      for (const a of o.attacks ?? []) {
        if (a.odds === undefined) continue;
        if (secretAt.has(a.target)) problems.push(`${side} options give odds ${a.odds} for ${o.unit} against untried units in ${a.target} (DoS 2.14)`);
        if (valuesSecret(state, o.unit)) problems.push(`${side} options give odds ${a.odds} for untried ${o.unit} (DoS 2.14)`);
      }
    }
  }
  return problems;
}
