import type { Counter, CounterType } from '../data/counters';
import type { ReplacementKind } from '../data/replacements';

/** SoS 21.42: "German armored units, including panzers, StuGs, self-propelled AT guns, armored cars, or armored infantry or armored combat engineer units" take "Pz" points. */
const PZ_TYPES: ReadonlySet<CounterType> = new Set(['tank', 'stug', 'selfPropelledGun', 'armoredCar', 'armoredInfantry', 'armoredEngineer']);

/**
 * SoS 21.42: plain "AF" points rebuild "eliminated infantry (including engineers) or artillery
 * units". Chosen: motorized infantry, motorcycles and flame-throwers are infantry; towed AT
 * guns, direct-fire artillery, AA guns, mortars and rockets are artillery.
 */
const AF_TYPES: ReadonlySet<CounterType> = new Set([
  'infantry', 'motorizedInfantry', 'motorcycle', 'combatEngineer', 'constructionEngineer', 'flameThrower',
  'antiTankGun', 'directFireArtillery', 'aa', 'ifArtillery', 'mortar', 'rocket',
]);

/** Why a counter may never be rebuilt with replacement points, by type, with the rule. */
const NEVER: Readonly<Partial<Record<CounterType, { why: string; rule: string }>>> = {
  leader: { why: 'a leader may not be taken as a replacement (leaders are only exchanged, by consolidation)', rule: 'SoS 21.43' },
  sniper: { why: 'a sniper may not be replaced if eliminated', rule: 'SoS 16.17, 21.43' },
  immobilizedTank: { why: 'an immobilized tank may not be taken as a replacement', rule: 'SoS 21.43' },
  armoredTrain: { why: 'an armored train may not be taken as a replacement', rule: 'SoS 21.43, 16.64' },
  mineDog: { why: 'a mine dog unit may not be replaced', rule: 'SoS 16.26, 21.43' },
  transport: { why: 'a transport unit may not be taken as a replacement', rule: 'SoS 21.43' },
  tankRepair: { why: 'the Soviet tank repair unit may not be taken as a replacement', rule: 'SoS 21.43' },
  op: { why: 'an OP unit comes back by itself in the next Simultaneous Bombardment Phase', rule: 'SoS 21.45, 14.98, 14.99' },
  riverFlotilla: { why: 'a River Flotilla unit comes back by itself, a d10 halved turns later', rule: 'SoS 21.45, 16.57' },
  minefield: { why: 'a minefield comes back only by engineers', rule: 'SoS 21.45, 17.24' },
  bridge: { why: 'a bridge comes back only by engineers', rule: 'SoS 21.45, 17.15' },
  fortification: { why: 'a fortification comes back only by engineers', rule: 'SoS 21.45, 17.34' },
  stuka: { why: 'Stukas are not units of the map', rule: 'SoS 15.11, 21.41' },
};

/** What a counter's rebuilding reads: the kind of points and how many (its printed AF, 21.41), or why it may not be rebuilt. */
export type ReplacementCost = { ok: true; kind: ReplacementKind; points: number } | { ok: false; code: 'not-replaceable' | 'wrong-kind'; why: string; rule: string };

/**
 * SoS 21.44: a Guards unit is any unit of a Guards formation, not only its infantry: the counter
 * marked Guards, a counter of a regiment, division or corps whose name says Guards (a Guards
 * regiment's mortar, a Guards division's AT gun), or one named Guards (the Guards Mortar rockets).
 */
export function isGuardsUnit(c: Counter): boolean {
  if (c.side !== 'soviet') return false;
  if (c.soviet === 'guards' || /\bGuards\b/.test(c.name)) return true;
  return Object.values(c.formation).some((v) => typeof v === 'string' && /\bGuards\b/.test(v));
}

export function replacementCost(c: Counter): ReplacementCost {
  const never = NEVER[c.type];
  if (never) return { ok: false, code: 'not-replaceable', why: never.why, rule: never.rule };
  // SoS 21.44: "Soviet Marine units may be replaced, but not Guards units"
  if (isGuardsUnit(c)) return { ok: false, code: 'not-replaceable', why: 'a Soviet Guards unit may not be replaced (Marines may)', rule: 'SoS 21.44' };
  if (PZ_TYPES.has(c.type)) {
    // SoS 21.42: "Pz" points are German; the Soviet's plain AF points rebuild only infantry and artillery
    if (c.side === 'german') return { ok: true, kind: 'Pz', points: c.af };
    return { ok: false, code: 'wrong-kind', why: 'Soviet points are plain AF, which rebuild only infantry (engineers included) and artillery; "Pz" points are German armor', rule: 'SoS 21.42' };
  }
  if (AF_TYPES.has(c.type)) return { ok: true, kind: 'AF', points: c.af };
  return { ok: false, code: 'wrong-kind', why: `a ${c.type} unit is neither German armor ("Pz") nor infantry or artillery ("AF")`, rule: 'SoS 21.42' };
}
