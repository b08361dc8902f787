import type { DieRecord } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { hexLabel } from '#kernel/map/hex-label';
import type { ReportData } from '#service/types';
import { battleRows, type BattleRow } from './battle-rows';
import { VpChangesShape } from './event-shapes';
import { gatherBattles } from './step-loss-followers';
import { correctionLines } from '../text/correction-lines';
import { eventLine as eventText } from '../text/lines';

/** The combat report of one step in words: what the PDF tables and the plain-text report print. */
export interface ReportModel {
  title: string;
  /** "Operation Blue, game g_7QH2". */
  subtitle: string;
  /** "Step 3 (T01/german-combat), german's copy" or "Map as it stands, public copy". */
  heading: string;
  /** Who the copy is for, in words. */
  copy: string;
  at: string;
  headline: string;
  battles: BattleRow[];
  /**
   * The key to the battles: the table the results were read on (with its rule), then each
   * result code the battles used as the title's rules define it ("DR: Defender Retreat …
   * (DoS 11.33)"). Empty without battles.
   */
  legend: string[];
  movements: string[];
  reinforcements: string[];
  supply: string[];
  vp: string[];
  victory: string[];
  /** Every other event, as its text line (declarations, phases, skipped orders, new event types). */
  other: string[];
  /** The referee's corrections since the step before, one line per change (empty: none). */
  corrections: string[];
  dice: string[];
  /** Seed, context, state hashes and the commitment, as "name: value" lines. */
  proof: string[];
  verify: string[];
}

const REINFORCEMENT = /reinforc|arriv|withdraw|entry|replacement/i;
const SUPPLY = /supply/i;
const ENDING = /game-ended|victory|sudden-death/i;

export const copyName = (viewer: string, full: boolean): string =>
  viewer === 'referee' ? "referee's copy (everything)" : viewer === 'public' ? `public copy${full ? ' (the game has ended: everything)' : ''}` : `${viewer} player's copy${full ? ' (the game has ended: everything)' : ''}`;

export function dieText(d: DieRecord): string {
  if (d.value !== undefined) return `${d.label}  d${d.sides} = ${d.value}`;
  return `${d.label}  d${d.sides} hidden, committed ${d.commitment ?? '?'}`;
}

function vpLines(events: readonly GameEvent[], label: (hex: string) => string): string[] {
  const out: string[] = [];
  for (const e of events) {
    const parsed = VpChangesShape.safeParse(e['vp']);
    if (!parsed.success) continue;
    for (const v of parsed.data) {
      out.push(`VP ${v.change > 0 ? '+' : ''}${v.change}${v.hex ? ` for ${label(v.hex)}` : ''}${v.vp !== undefined ? ` → ${v.vp}` : ''}`);
    }
  }
  return out;
}

function verifyLines(data: ReportData): string[] {
  const g = data.game.id;
  const k = data.step ? (data.step.seedIndex ?? data.step.step) : undefined;
  return [
    `Every die of this game can be checked offline, with no secret: umpire export ${g} -o ${g}.json, then umpire verify ${g}.json`,
    `(or fetch GET /api/games/${g}/archive and run umpire verify on it).`,
    k !== undefined
      ? `By hand: SHA-256 applied ${k} time${k === 1 ? '' : 's'} to the seed gives the dice commitment; each die is read from`
      : 'By hand: SHA-256 applied k times to the seed of step k gives the dice commitment; each die is read from',
    'HMAC-SHA256(key = seed, ctx ‖ 0x00 ‖ label ‖ 0x00 ‖ uint32be(j)) as docs/dice.md describes, with its test vectors.',
    'Hidden draws show only their commitment until the game ends and the game salt is revealed.',
  ];
}

/** Sorts a step's events (as the reader may see them) into the sections of the report. */
export function reportModel(data: ReportData, place: (hex: string) => string | undefined = () => undefined): ReportModel {
  const step = data.step;
  const events = step?.events ?? [];
  const label = (hex: string): string => hexLabel(data.map, hex);
  const model: ReportModel = {
    title: data.game.titleName,
    subtitle: `${data.game.scenarioName}, game ${data.game.id}`,
    heading: step ? `Step ${step.step} (${step.window})` : 'The map as it stands',
    copy: copyName(data.viewer, data.full),
    at: data.at,
    headline: data.headline,
    battles: battleRows(events, place, label, data.combat),
    legend: [],
    movements: [],
    reinforcements: [],
    supply: [],
    vp: vpLines(events, label),
    victory: [],
    other: [],
    corrections: correctionLines(data.corrections ?? []),
    dice: (step?.transcript ?? []).map(dieText),
    proof: step
      ? [
          `seed (s_${step.seedIndex ?? step.step}): ${step.seed}`,
          `context: ${step.ctx}`,
          `state hash before: ${step.stateHashBefore}`,
          `state hash after: ${step.stateHashAfter}`,
          `dice commitment (s_0): ${data.game.diceCommitment}`,
        ]
      : [`dice commitment (s_0): ${data.game.diceCommitment}`],
    verify: verifyLines(data),
  };
  if (model.battles.length > 0 && data.combat) {
    const key = data.combat;
    model.legend = [`Results read on the ${key.table.name} (${key.table.rule}); each battle's "how read" gives the column used.`, ...key.codes.map((c) => `${c.code}: ${c.meaning} (${c.rule})`)];
  }
  const gathered = gatherBattles(events);
  for (const e of events) {
    if (gathered.battles.has(e) || gathered.absorbed.has(e)) continue; // printed in the battle's row
    const line = eventText(e);
    if (e.type === 'move') model.movements.push(line);
    else if (REINFORCEMENT.test(e.type)) model.reinforcements.push(line);
    else if (SUPPLY.test(e.type)) model.supply.push(line);
    else if (ENDING.test(e.type)) model.victory.push(line);
    else model.other.push(line);
  }
  const status = data.outcome.ended
    ? `The game has ended${data.outcome.winner ? `: ${data.outcome.winner} victory` : ''}${data.outcome.reason ? `. ${data.outcome.reason}` : ''}`
    : 'The game goes on: no side has won yet.';
  model.victory.push(`${data.headline}. ${status}`);
  return model;
}

export type { BattleRow };
