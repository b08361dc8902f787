import type { DosContext } from './data/context';
import { planesLeft } from './rules/air/planes';
import { seaMovesLeft } from './rules/sea-movement/quota';
import { hasSpecialRule } from './rules/special-rules';
import { airSideOf } from './scenario-rules/uranus/air-side';
import { weatherOf } from './rules/weather/current';
import { GERMAN, SOVIET, type DosSide } from './state/sides';
import type { DosState, PhaseKind } from './state/types';

/**
 * Template notes for the movement-phase specials, air, weather and the flood: the order
 * and standing-order forms of DoS 9.18, 9.23-9.32, 11.25 and this game turn's weather (10.0).
 */
export function specialTemplateNotes(ctx: DosContext, state: DosState, side: DosSide, phase: PhaseKind): string[] {
  const notes: string[] = [];
  const w = weatherOf(ctx, state);
  if (w && w.name !== 'Normal weather') notes.push(`Weather this game turn: ${w.name} — ${w.note} (DoS 10.0, reconstructed).`);
  const planes = planesLeft(ctx, state);
  if (side === GERMAN) {
    if (phase === 'movement') {
      notes.push('assault: {units: [force, with a panzer division, stacked since the phase began], path?: [hexes to the launch hex], target, onSuccess?: [hexes after a clearing result], losses?: [ids]} — a mobile assault pays double the entry cost (DoS 9.23-9.30).');
    }
    if (state.at.step === 0 && planes === 2 && airSideOf(ctx, state) === GERMAN && hasSpecialRule(ctx, state, 'ground-support-aircraft')) {
      notes.push('declare: {phaseOrder, schwerpunkt: true} cancels the 2L of this turn\'s mobile assaults (9.27); {blockSeaMovement: true} stops Soviet sea movement this game turn (9.18); either takes both aircraft.');
    }
  }
  if (airSideOf(ctx, state) === side) {
    if (planes > 0) notes.push(`Aircraft free this game turn: ${planes}. attack: {…, air: 1|2} adds one column right per plane (DoS 11.25).`);
  }
  if (side === SOVIET && phase === 'movement' && hasSpecialRule(ctx, state, 'black-sea-movement')) {
    notes.push(`sea: {unit, to: port, path?: [...]} moves a non-mechanized unit from a friendly port town to another (DoS 9.18); ${seaMovesLeft(ctx, state)} sea move(s) open this phase.`);
  }
  return [...notes, ...specialStandingNotes(ctx, state, side)];
}

/**
 * The standing orders of the specials a side may give for the opponent's player turn and
 * the next game turn: the air side's defensive aircraft (DoS 11.25, digest §6 N3) and the
 * Soviet Manych flood (9.32, N6).
 */
export function specialStandingNotes(ctx: DosContext, state: DosState, side: DosSide): string[] {
  const notes: string[] = [];
  if (airSideOf(ctx, state) === side) {
    notes.push('standing: {defAir: [{hexes?: [...], planes: 1|2, ifOddsAtLeast?: "3:1"}]} commits aircraft to your defence in enemy prepared assaults (DoS 11.25).');
  }
  if (side === SOVIET && hasSpecialRule(ctx, state, 'manych-flood') && state.manychFlood === undefined) {
    notes.push('standing: {floodManych: true | game turn} floods the Manych at the start of the next (or that) game turn, once per game, if you hold 3217 or 3317 (DoS 9.32).');
  }
  return notes;
}
