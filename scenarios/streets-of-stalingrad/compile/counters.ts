import { CountersFileSchema, IF_TYPES, NO_AF_TYPES, NO_DF_TYPES, type Counter, type CounterType, type CountersFile } from '../../../src/games/streets-of-stalingrad/data/counters';
import { orderOfBattleProblems } from './order-of-battle';
import { scenarioDateProblems } from './scenario-dates';

/**
 * counters.yaml (parsed), checked: the schema, then every fact the rulebook text states of a
 * counter (this file, one check a fact, each naming its rule) and of the scenario cards' orders
 * of battle (compile/order-of-battle.ts). Throws one Error listing every problem, each with the
 * counter's id; nothing is returned from bad data.
 */
export function compileSosCounters(yaml: unknown): CountersFile {
  const file = CountersFileSchema.parse(yaml) as CountersFile;
  const problems = [...file.counters.flatMap(counterProblems), ...idProblems(file.counters), ...stripeProblems(file.counters), ...orderOfBattleProblems(file.counters), ...scenarioDateProblems(file.counters)];
  if (problems.length > 0) throw new Error(`counters.yaml: ${problems.join('; ')}`);
  return file;
}

/** 2.25 (MP classes), 16.12 (sniper MP 8), 16.41 (transports 24), 16.61 ("RR"), 16.51 ("RF"): the MPs a type may print; `null` none. */
const MP_BY_TYPE: Record<CounterType, readonly (number | 'RR' | 'RF' | null)[]> = {
  infantry: [8], combatEngineer: [8], constructionEngineer: [8], flameThrower: [8], sniper: [8], mineDog: [8],
  motorizedInfantry: [24], motorcycle: [26], transport: [24], armoredCar: [26],
  tank: [18, 21], stug: [18, 21], armoredInfantry: [18, 21], armoredEngineer: [18, 21], selfPropelledGun: [18, 21],
  antiTankGun: [12, 15], directFireArtillery: [12, 15], aa: [12, 15], ifArtillery: [12, 15], mortar: [8, 12, 15], rocket: [12, 15, 24],
  immobilizedTank: [0], tankRepair: [0], bridge: [0], minefield: [0], fortification: [0],
  armoredTrain: ['RR'], riverFlotilla: ['RF'], leader: [null], op: [null], stuka: [null],
};

/** 9.101, 9.102: a red MP is an armored or self-propelled unit's (with a printed number). */
const RED_MP: ReadonlySet<CounterType> = new Set(['tank', 'stug', 'armoredCar', 'armoredInfantry', 'armoredEngineer', 'selfPropelledGun']);
/** 2.25: no range printed (leaders: 18.11; OPs, engineering pieces, transports, the tank repair unit and Stukas fire no AF or DF of their own). */
const NO_RANGE: ReadonlySet<CounterType> = new Set(['leader', 'op', 'stuka', 'bridge', 'minefield', 'fortification', 'transport', 'tankRepair']);
/** 2.22, 16.4-16.7: the pieces only the Soviet has. */
const SOVIET_ONLY: ReadonlySet<CounterType> = new Set(['sniper', 'mineDog', 'transport', 'tankRepair', 'riverFlotilla', 'armoredTrain', 'immobilizedTank', 'flameThrower']);
const GERMAN_ONLY: ReadonlySet<CounterType> = new Set(['stuka', 'stug']);
const is88 = (c: Counter) => c.side === 'german' && c.type === 'aa';

function counterProblems(c: Counter): string[] {
  const out: string[] = [];
  const bad = (cond: boolean, what: string) => void (cond && out.push(`${c.id}: ${what}`));
  bad(!MP_BY_TYPE[c.type].includes(c.mp), `a ${c.type} prints MP ${MP_BY_TYPE[c.type].map((m) => m ?? 'none').join(' or ')}, not ${c.mp ?? 'none'} (SoS 2.25)`);
  bad(c.mpRed !== RED_MP.has(c.type), c.mpRed ? 'only armored and self-propelled units have a red MP (SoS 9.101, 9.102)' : 'an armored or self-propelled unit has a red MP (SoS 9.101, 9.102)');
  bad(NO_AF_TYPES.has(c.type) && c.af !== 0, `a ${c.type} has AF 0 (SoS 2.25)`);
  bad(NO_DF_TYPES.has(c.type) && c.df !== 0, `a ${c.type} has DF 0 (SoS 2.25)`);
  bad(NO_RANGE.has(c.type) !== (c.range === null), NO_RANGE.has(c.type) ? `a ${c.type} prints no range (SoS 2.25, 18.11)` : 'a combat unit prints a range (SoS 2.25)');
  bad(typeof c.range === 'object' && c.range !== null && !is88(c), 'only the German 88mm AT/AA prints two ranges (SoS 2.25)');
  bad(is88(c) && !(typeof c.range === 'object' && c.range?.direct === 4 && c.range.indirect === 16), 'the 88mm AT/AA range is 4/16 (SoS 2.25)');
  bad(c.type === 'armoredTrain' && c.range !== 1, 'an armored train has range 1, not the printed 0 (SoS 2.21 Ω)');
  bad(c.type === 'sniper' && c.range !== 1, 'a sniper has range 1 (SoS 16.12)');
  bad(SOVIET_ONLY.has(c.type) && c.side !== 'soviet', `a ${c.type} is Soviet (SoS 5.5, 9.71, 16.0)`);
  bad(GERMAN_ONLY.has(c.type) && c.side !== 'german', `a ${c.type} is German (SoS 15.0, 9.73)`);
  bad(c.type === 'sniper' && c.sniperDrm !== (c.name === 'Zaitsev' ? -2 : -1), `${c.name === 'Zaitsev' ? 'Zaitsev gives -2' : 'a sniper other than Zaitsev gives -1'} (SoS 16.13)`);
  bad(c.type !== 'sniper' && c.sniperDrm !== undefined, 'only snipers have a sniper DRM (SoS 16.13)');
  bad(IF_TYPES.has(c.type) && c.ifMarkerAf !== c.af, `an IF unit has an explosion marker of its AF ${c.af} (SoS 2.21, 14.03)`);
  bad(!IF_TYPES.has(c.type) && c.ifMarkerAf !== undefined, is88(c) ? 'the 88mm has no explosion marker (SoS 14.03 ∆)' : 'only IF units have explosion markers (SoS 2.21, 14.01)');
  bad(c.afYellow && !(c.side === 'soviet' && IF_TYPES.has(c.type) && c.formation.independent), 'a yellow AF is a Soviet independent IF unit\'s (SoS 14.33)');
  const lightGreen = c.side === 'german' && IF_TYPES.has(c.type) && c.formation.independent;
  bad(c.barLightGreen !== lightGreen, `${lightGreen ? 'a German independent IF unit has' : 'only a German independent IF unit has'} a light green colour bar (SoS 14.33)`);
  const redAf = (c.side === 'german' && (c.type === 'combatEngineer' || c.type === 'armoredEngineer')) || (c.side === 'soviet' && c.type === 'flameThrower');
  bad(c.afRed !== redAf, redAf ? 'a German combat engineer or Soviet flame-thrower has a red AF (SoS 9.71)' : 'only German combat engineers and Soviet flame-throwers have a red AF (SoS 9.71)');
  bad(c.type === 'antiTankGun' && !c.afUnderlined, 'an AT gun has an underlined AF (SoS 9.13)');
  bad(c.afCircled && c.type !== 'aa', 'only AA units have a circled AF (SoS 9.13, 15.42)');
  bad(c.side === 'soviet' && c.type === 'aa' && !c.afCircled, 'a Soviet AA unit has a circled AF (SoS 15.42)');
  bad(c.type === 'leader' && !c.leader, 'a leader says whom he commands (SoS 18.12)');
  bad(c.type !== 'leader' && c.leader !== undefined, 'only leaders command (SoS 18.12)');
  bad(c.type === 'op' && !c.op, 'an OP says what it spots for (SoS 14.9)');
  bad(c.type !== 'op' && c.op !== undefined, 'only OPs have a spotting capacity (SoS 14.24)');
  if (c.op) {
    const corpsOrArmy = c.op.commands === 'LI Corps' || c.op.commands === '62 Army';
    const want = c.op.stukasOnly ? null : corpsOrArmy ? 90 : 60;
    bad(c.op.capacityAf !== want, `${c.op.stukasOnly ? 'the LW OP spots only for Stukas (SoS 14.21)' : corpsOrArmy ? 'the 62 Army and LI Corps OPs spot 90 IF AF' : 'a divisional OP spots 60 IF AF'} (SoS 14.24)`);
    const triangle = c.op.commands === '62 Army' ? 'yellow' : c.op.commands === 'LI Corps' ? 'lightGreen' : undefined;
    bad(c.op.triangle !== triangle, `${triangle ? `the ${c.op.commands} OP's triangle is ${triangle}` : 'only the 62 Army and LI Corps OPs have a coloured triangle'} (SoS 14.33)`);
  }
  bad((c.soviet !== undefined) !== (c.side === 'soviet' && c.type === 'infantry'), 'a Soviet infantry unit, and only one, says whether it is Guards, Marine, NKVD or rifle (SoS 9.44, 9.71, 16.8)');
  bad(c.soviet === 'guards' && !/Guards/.test(c.formation.division ?? ''), 'Guards infantry belongs to a Guards division (SoS 9.73)');
  bad(c.soviet === 'nkvd' && !/NKVD/.test(c.formation.division ?? ''), 'NKVD infantry belongs to an NKVD division (SoS 16.8)');
  const guardsOrMarine = c.soviet === 'guards' || c.soviet === 'marine';
  bad(guardsOrMarine && !(c.formation.battalion && c.formation.regiment && c.stripes.battalion && c.stripes.regiment), 'a Soviet Guards or Marine infantry unit has colour bars behind its battalion and regiment numbers (SoS 9.73)');
  out.push(...backProblems(c));
  // SoS 21.2: a Soviet reinforcement has the East Bank box listed for it; a German one's box is the listing's suggestion (2.15: any off-map box)
  bad(c.entry.at === 'reinforcement' && c.entry.box === undefined && c.side === 'soviet', 'a Soviet reinforcement starts in the East Bank box listed for it (SoS 21.2)');
  const box = c.entry.at === 'box' || c.entry.at === 'reinforcement' ? c.entry.box : undefined;
  bad(box !== undefined && box.startsWith('EB') !== (c.side === 'soviet'), 'East Bank boxes are Soviet, off-map boxes German (SoS 2.14, 2.15)');
  return out;
}

/** 2.22, 2.23, 16.51: the back's mark, its number and outline, and the scenario cards. */
function backProblems(c: Counter): string[] {
  const b = c.back;
  const out: string[] = [];
  if (b.mark === 'navalFlag') return c.type === 'riverFlotilla' ? [] : [`${c.id}: only the River Flotilla has a naval flag (SoS 16.51)`];
  if (c.type === 'riverFlotilla') out.push(`${c.id}: the River Flotilla has a naval flag on its back (SoS 16.51)`);
  if (b.mark === 'flag') {
    if (c.formation.independent) out.push(`${c.id}: an independent unit has only a star or cross on its back (SoS 2.22)`);
  } else {
    if (b.mark !== (c.side === 'soviet' ? 'star' : 'cross')) out.push(`${c.id}: a ${c.side} back has a ${c.side === 'soviet' ? 'star' : 'cross'} (SoS 2.22)`);
    if (!c.formation.independent) out.push(`${c.id}: a star or cross alone is an independent or miscellaneous unit's back (SoS 2.22)`);
    if (b.scenarioNumber === undefined) {
      const scenario = b.outline === 'white' ? 1 : b.outline === 'red' ? 2 : b.outline === 'brown' ? 3 : undefined;
      if (scenario === undefined) out.push(`${c.id}: with no number, the outline names the scenario: white #1, red #2, brown #3 (SoS 2.23)`);
      // #3 combines #1 and #2 (2.31), so a #1 or #2 unit is also the campaign's; a brown one is the campaign's alone.
      else if (!c.scenarios.includes(scenario) || c.scenarios.some((n) => n !== scenario && n !== 3)) out.push(`${c.id}: a ${b.outline} outline with no number is a scenario #${scenario} unit (SoS 2.23, 2.31)`);
    }
  }
  if (b.scenarioNumber !== undefined && !(c.scenarios as number[]).includes(b.scenarioNumber)) out.push(`${c.id}: the number ${b.scenarioNumber} on its back is the card it is found on (SoS 2.23, 2.36)`);
  return out;
}

function idProblems(counters: readonly Counter[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of counters) {
    if (seen.has(c.id)) out.push(`${c.id}: the id is used twice`);
    seen.add(c.id);
  }
  return out;
}

/** 2.24: units of one battalion share the stripe over the battalion number; of one regiment, the stripe over the regiment number. */
function stripeProblems(counters: readonly Counter[]): string[] {
  const out: string[] = [];
  for (const level of ['battalion', 'regiment'] as const) {
    const first = new Map<string, Counter>();
    for (const c of counters) {
      const key = c.formation[level];
      if (!key) continue;
      const scoped = `${c.formation.division ?? ''}|${key}`;
      const f = first.get(scoped);
      if (!f) first.set(scoped, c);
      else if (f.stripes[level] !== c.stripes[level]) out.push(`${c.id}: its ${level} stripe ${c.stripes[level] ?? 'none'} differs from ${f.id}'s ${f.stripes[level] ?? 'none'} in ${level} ${key} (SoS 2.24)`);
    }
  }
  return out;
}
