import type { HexId } from '#kernel/ids';
import { isConcentric } from '#kernel/combat/concentric';
import type { DosContext } from '../data/context';
import type { UnitDef } from '../data/schema';
import type { PhaseOrder } from '../orders/declare';
import { GERMAN, SOVIET, type DosSide } from '../state/sides';
import { isGermanProper, isMech } from '../state/units';
import type { DosRuleReadings } from '../state/game-options';

/** One column shift with its reason: + right (helps the attacker), - left (DoS 11.11). */
export interface Shift {
  value: number;
  reason: string;
  rule: string;
}

/** What the shifts of one prepared assault depend on. */
export interface BattleFacts {
  attackerSide: DosSide;
  /** The attacker's declared phase order this player turn (DoS 5.4). */
  phaseOrder: PhaseOrder;
  target: HexId;
  terrain: string;
  features: string[];
  /** The Don-Volga fortification in the target still stands (DoS 11.23). */
  fortIntact: boolean;
  oRingIntact: boolean;
  attackers: { def: UnitDef; hex: HexId; direction: number; hexside: string[] }[];
  defenders: UnitDef[];
  /** Marsh and rivers are frozen this game turn (DoS 11.17, 11.19; weather 10.0). */
  frozen?: boolean;
  /** This game turn's weather when it shifts every attack (10.0, reconstructed). */
  weather?: { name: string; shift: number };
  /** The rule readings the game was created with (state/game-options.ts); absent = every default. */
  rules?: DosRuleReadings;
  /** The German could not have declared movement first this player turn (DoS 5.4(2)); set only when a reading asks. */
  orderImposed?: boolean;
}

type Modifier = (b: BattleFacts) => Shift | null;

const shift = (value: number, reason: string, rule: string): Shift => ({ value, reason, rule });

/**
 * DoS 5.6: a German PA/Move declaration gives every German PA that turn 1R, also on GT1
 * where 5.4(2) imposes it (digest E8); with the game option `imposedOrderShift: none`,
 * only when he chose it.
 */
export const assaultFirst: Modifier = (b) =>
  b.attackerSide === GERMAN && b.phaseOrder === 'combat-first' && !(b.orderImposed && b.rules?.imposedOrderShift === 'none')
    ? shift(1, 'German assault-first', 'DoS 5.6')
    : null;

/**
 * DoS 11.14: forest helps the defender only when the attacker moved first; none under
 * PA/PA (digest E7), or the 1L with the game option `forestUnderPaPa: 1L`.
 */
export const forest: Modifier = (b) => {
  if (b.terrain !== 'forest') return null;
  if (b.phaseOrder === 'movement-first') return shift(-1, 'forest, attacker moved first', 'DoS 11.14');
  if (b.phaseOrder === 'combat-combat' && b.rules?.forestUnderPaPa === '1L') return shift(-1, 'forest, German PA/PA turn', 'DoS 11.14');
  return null;
};

/** DoS 11.15. */
export const hills: Modifier = (b) => (b.terrain === 'hills' ? shift(-1, 'hills', 'DoS 11.15') : null);

/** DoS 11.16 (two columns; the text's "(1L)" is a misprint, digest E40). */
export const mountain: Modifier = (b) => (b.terrain === 'mountain' ? shift(-2, 'mountain', 'DoS 11.16') : null);

/** DoS 11.17: non-mech attackers against unfrozen marsh (frozen in freezing weather, 10.0). */
export const marsh: Modifier = (b) =>
  b.terrain === 'marsh' && !b.frozen && b.attackers.every((a) => !isMech(a.def)) ? shift(1, 'marsh, no cover', 'DoS 11.17') : null;

/** DoS 10.0 (reconstructed): a weather state that shifts every attack. */
export const weather: Modifier = (b) =>
  b.weather && b.weather.shift !== 0 ? shift(b.weather.shift, `weather: ${b.weather.name}`, 'DoS 10.0') : null;

/** DoS 11.18. */
export const desertSteppe: Modifier = (b) =>
  b.terrain === 'desert-steppe' ? shift(1, 'desert steppe, no cover', 'DoS 11.18') : null;

/** DoS 11.22. */
export const city: Modifier = (b) => (b.features.includes('city') ? shift(-2, 'city', 'DoS 11.22') : null);

/**
 * DoS 11.23: Soviet defenders in an intact Don-Volga fortification; in a destroyed one too
 * with the game option `destroyedForts: keep-combat`.
 */
export const fortification: Modifier = (b) =>
  b.features.includes('fort') && (b.fortIntact || b.rules?.destroyedForts === 'keep-combat') && b.defenders.every((d) => d.nationality === 'soviet')
    ? shift(-2, 'Don-Volga fortification', 'DoS 11.23')
    : null;

/** DoS 11.24: every German-side attacker attacks across an intact O-Ring hexside. */
export const oRing: Modifier = (b) =>
  b.attackerSide === GERMAN && b.oRingIntact && b.attackers.length > 0 && b.attackers.every((a) => a.hexside.includes('o-ring'))
    ? shift(-1, 'all attackers cross the Stalingrad O-Ring', 'DoS 11.24')
    : null;

/**
 * DoS 11.28: attackers in opposite hexes, three alternate hexes, or more than three
 * hexes. 2R for an all-German (incl. Slovak) attack on Soviet units; 1R for satellite,
 * mixed German/satellite (11.39) and Soviet attacks. Never into a city (11.22, 11.28).
 */
export const concentric: Modifier = (b) => {
  if (b.features.includes('city') || !isConcentric(b.attackers.map((a) => a.direction))) return null;
  const allGerman = b.attackerSide === GERMAN && b.attackers.every((a) => isGermanProper(a.def));
  const onSoviet = b.defenders.every((d) => d.nationality === 'soviet');
  return allGerman && onSoviet
    ? shift(2, 'concentric assault', 'DoS 11.28')
    : shift(1, b.attackerSide === SOVIET ? 'concentric assault (Soviet)' : 'concentric assault (satellite or mixed force)', 'DoS 11.28');
};

/** Every prepared-assault shift from the position, in report order. Air (11.25) is committed later (rules/air). */
export const PA_MODIFIERS: readonly Modifier[] = [
  assaultFirst, forest, hills, mountain, marsh, desertSteppe, city, fortification, oRing, concentric, weather,
];

export function paShifts(b: BattleFacts): Shift[] {
  return PA_MODIFIERS.map((m) => m(b)).filter((s): s is Shift => s !== null);
}

/** The facts of a battle from the map and the state's intact-fortification / O-Ring flags. */
export function battleFacts(
  ctx: DosContext,
  input: Omit<BattleFacts, 'terrain' | 'features' | 'attackers'> & { attackers: { def: UnitDef; hex: HexId }[] },
): BattleFacts {
  const hex = ctx.map.hex(input.target);
  return {
    ...input,
    terrain: hex?.terrain ?? 'clear',
    features: hex?.features ?? [],
    attackers: input.attackers.map((a) => ({
      ...a,
      direction: ctx.map.grid.direction(input.target, a.hex) ?? -1,
      hexside: ctx.map.hexside(a.hex, input.target),
    })),
  };
}
