import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState, PhaseKind } from '#games/drive-on-stalingrad/state/types';
import { entryOptions } from './entry-options';
import { tamanPair } from './taman';
import { chooseWithdrawal, withdrawalDue } from './withdrawal';

/**
 * Template lines for the arrival rules (Ruleset.template): the GT6 withdrawal with the
 * default choice as its example (DoS 8.7, digest §6 A6); the reinforcements due now
 * with an example entry in a movement phase (8.1-8.3, 8.5); the Taman placement
 * standing order while the pair waits (8.2, §6 A8). Pushes notes; returns example orders.
 */
export function arrivalTemplate(ctx: DosContext, state: DosState, side: DosSide, phase: PhaseKind, notes: string[]): unknown[] {
  const examples: unknown[] = [];
  if (side === GERMAN && withdrawalDue(ctx, state)) {
    const { units, shortfalls } = chooseWithdrawal(ctx, state, []);
    notes.push(
      `Withdrawal now (DoS 8.7): 2 German panzer divisions, 1 German infantry division with a printed factor of 7+, and Gross Deutschland (or 2 motorized infantry divisions), all in overland supply; write {withdraw: {units: [...]}}. Default: ${units.join(', ') || 'none'}${shortfalls.length ? ` (${shortfalls.join(', ')})` : ''}.`,
    );
    if (units.length > 0) examples.push({ withdraw: { units } });
  }
  const { units, blocked } = entryOptions(ctx, state, side);
  if (units.length > 0 || blocked.length > 0) {
    notes.push(
      `Reinforcements due (DoS 8.1): ${[...units.map((u) => `${u.unit} (enters at ${(u.entries ?? []).map((e) => e.hex).join(', ')})`), ...blocked.map((id) => `${id} (no entry hex open now, 8.1-8.3, 8.11)`)].join('; ')}. ` +
        'enter: {units, at, path?} in a movement phase, one full stack per entry hex; they may also wait (8.1).',
    );
  }
  const first = units[0];
  if (phase === 'movement' && first && first.entries?.[0]) examples.push({ enter: { units: [first.unit], at: first.entries[0].hex } });
  const waiting = tamanPair(ctx, state.scenario).filter((id) => state.units[id]?.status === 'pending');
  if (side === GERMAN && waiting.length > 0) {
    notes.push(`${waiting.join(' and ')} arrive in Taman the instant it joins your supply network (DoS 8.2); standing {taman: {unit, hex}} puts one in an adjacent hex (digest §6 A8).`);
  }
  return examples;
}
