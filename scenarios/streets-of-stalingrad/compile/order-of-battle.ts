import { entryIn, type Counter } from '../../../src/games/streets-of-stalingrad/data/counters';

/**
 * What the rulebook text states of the orders of battle of scenarios #1 and #2 and of the
 * counter mix (digest 1.2, 7.3), one fact a row: which counters it counts, how many there
 * must be, and the rule. The scenario cards are not in the text, so these are the only
 * figures held; the rest of counters.yaml is chosen.
 */
export interface OrderOfBattleFact {
  rule: string;
  says: string;
  counts: (c: Counter) => boolean;
  /** Exactly this many; `atLeast` when the text gives a floor ("the" unit: at least one). */
  exactly?: number;
  atLeast?: number;
}

const named = (name: string, commands: string) => (c: Counter) => c.name === name && c.leader?.commands === commands;
const inScenario = (n: Counter['scenarios'][number], c: Counter) => c.scenarios.includes(n);
/** A unit a scenario's card brings in on a date (2.36). */
const arrivesIn = (n: Counter['scenarios'][number], date: string) => (c: Counter) => {
  const e = entryIn(c, n);
  return inScenario(n, c) && e.at === 'reinforcement' && e.date === date;
};
/** SoS 3.6: a unit of a reinforcement division entering on one of its dates. */
const arrives = (division: string, dates: readonly string[]) => (c: Counter) =>
  c.formation.division === division && c.entry.at === 'reinforcement' && dates.includes(c.entry.date);
const ii276 = (c: Counter) => c.formation.battalion === 'II/276' && c.formation.division === '94 Infantry Division';
const r276 = (c: Counter) => c.formation.regiment === '276' && c.formation.division === '94 Infantry Division';

export const ORDER_OF_BATTLE_FACTS: readonly OrderOfBattleFact[] = [
  { rule: 'SoS 16.11, 2.35 (card 2S)', says: 'scenario #2 has Zaitsev of the 284 Rifle Division', counts: (c) => inScenario(2, c) && c.type === 'sniper' && c.name === 'Zaitsev' && c.formation.division === '284 Rifle Division', exactly: 1 },
  { rule: 'SoS 16.11 (card 2S)', says: 'scenario #2 has three snipers besides Zaitsev', counts: (c) => inScenario(2, c) && c.type === 'sniper' && c.name !== 'Zaitsev', exactly: 3 },
  { rule: 'SoS 2.35 example (card 2S)', says: 'scenario #2 has two T-60s of the 27th Tank Brigade, 2nd Tank Corps', counts: (c) => inScenario(2, c) && c.type === 'tank' && c.name === 'T-60' && c.formation.division === '27 Tank Brigade' && c.formation.corps === '2 Tank Corps', exactly: 2 },
  { rule: 'SoS 2.35 example (card 2S)', says: 'scenario #2 has one T-60 of the 26th Tank Brigade, 2nd Tank Corps', counts: (c) => inScenario(2, c) && c.type === 'tank' && c.name === 'T-60' && c.formation.division === '26 Tank Brigade' && c.formation.corps === '2 Tank Corps', exactly: 1 },
  { rule: 'SoS 2.35 ∆ (sheet 2S)', says: 'scenario #2 has the 416th 7-pt mortar, AF not yellow', counts: (c) => inScenario(2, c) && c.type === 'mortar' && c.formation.battalion === '416' && c.af === 7 && !c.afYellow, exactly: 1 },
  { rule: 'SoS 2.35 ∆ (sheet 2S)', says: 'scenario #2 has the 188th 7-pt mortar, AF not yellow', counts: (c) => inScenario(2, c) && c.type === 'mortar' && c.formation.battalion === '188' && c.af === 7 && !c.afYellow, exactly: 1 },
  { rule: 'SoS 16.11', says: 'the 10 NKVD Division has two mine dog units', counts: (c) => c.type === 'mineDog' && c.formation.division === '10 NKVD Division', exactly: 2 },
  { rule: 'SoS 16.61', says: 'the Soviet has two armored trains', counts: (c) => c.type === 'armoredTrain', exactly: 2 },
  { rule: 'SoS 14.32 example', says: 'II/276 has three infantry companies', counts: (c) => ii276(c) && c.type === 'infantry', exactly: 3 },
  { rule: 'SoS 14.32 example', says: 'II/276 has a mortar', counts: (c) => ii276(c) && c.type === 'mortar', exactly: 1 },
  { rule: 'SoS 14.32 example', says: 'the 276 Infantry Regiment has six infantry companies', counts: (c) => r276(c) && c.type === 'infantry', exactly: 6 },
  { rule: 'SoS 14.32 example', says: 'the 276 Infantry Regiment has two mortar companies', counts: (c) => r276(c) && c.type === 'mortar', exactly: 2 },
  { rule: 'SoS 14.32 example', says: 'the 276 Infantry Regiment has an infantry gun', counts: (c) => r276(c) && c.type === 'ifArtillery' && !c.formation.battalion, exactly: 1 },
  { rule: 'SoS 14.32 example', says: 'the 276 Infantry Regiment has an AT gun', counts: (c) => r276(c) && c.type === 'antiTankGun', exactly: 1 },
  { rule: 'SoS 14.32 example', says: "the 94th Infantry Division's 194 Artillery Regiment has four artillery units", counts: (c) => c.formation.regiment === '194' && c.formation.division === '94 Infantry Division' && c.type === 'ifArtillery', exactly: 4 },
  { rule: 'SoS 14.32 example', says: 'Weigert commands II/276', counts: named('Weigert', 'II/276'), exactly: 1 },
  { rule: 'SoS 14.32 example', says: 'Rittner commands the 276 Infantry Regiment', counts: named('Rittner', '276'), exactly: 1 },
  { rule: 'SoS 9.73 example', says: 'MUES commands the 16th Panzer Grenadier Battalion', counts: named('MUES', '16 Panzer Grenadier Battalion'), exactly: 1 },
  { rule: 'SoS 2.25 example', says: 'PAVLOV commands the 42 Guards Rifle Regiment of the 13 Guards Rifle Division', counts: (c) => named('PAVLOV', '42 Guards Rifle Regiment')(c) && c.formation.division === '13 Guards Rifle Division' && c.leader?.kind === 'pavlov', exactly: 1 },
  { rule: 'SoS 18.15 example', says: 'YELIN commands the 42 Guards Rifle Regiment of the 13 Guards Rifle Division', counts: (c) => named('YELIN', '42 Guards Rifle Regiment')(c) && c.formation.division === '13 Guards Rifle Division', exactly: 1 },
  { rule: 'SoS 18.51', says: 'Chuikov is the 62 Army HQ leader', counts: (c) => named('Chuikov', '62 Army')(c) && c.leader?.kind === 'hq', exactly: 1 },
  { rule: 'SoS 18.53', says: 'Paulus is the 6th Army HQ leader', counts: (c) => named('Paulus', '6 Army')(c) && c.leader?.kind === 'hq', exactly: 1 },
  { rule: 'SoS 18.53', says: 'von Seydlitz is the LI Corps HQ leader', counts: (c) => named('von Seydlitz', 'LI Corps')(c) && c.leader?.kind === 'hq', exactly: 1 },
  { rule: 'SoS 13.1', says: 'Herman is the infiltration leader', counts: (c) => c.name === 'Herman' && c.leader?.kind === 'herman', exactly: 1 },
  { rule: 'SoS 14.24, 14.33', says: 'the 62 Army OP', counts: (c) => c.op?.commands === '62 Army', exactly: 1 },
  { rule: 'SoS 14.24, 14.33', says: 'the LI Corps OP', counts: (c) => c.op?.commands === 'LI Corps', exactly: 1 },
  { rule: 'SoS 14.21, 15.17', says: 'the LW OP', counts: (c) => c.op?.stukasOnly === true, exactly: 1 },
  { rule: 'SoS 16.51', says: 'the Volga River Flotilla', counts: (c) => c.type === 'riverFlotilla', atLeast: 1 },
  { rule: 'SoS 2.22 Ω', says: "the 295th Infantry Division's Hiwi unit", counts: (c) => c.name === '295 Hiwi' && c.formation.division === '295 Infantry Division', exactly: 1 },
  { rule: 'SoS 2.22 Ω', says: "the 24th Panzer Division's Hiwi unit", counts: (c) => c.name === '24 Hiwi' && c.formation.division === '24 Panzer Division', exactly: 1 },
  { rule: 'digest 7.3 (SoS 9.73)', says: 'Gruppe Salzer of the 24th Panzer Division has an armored self-propelled AT gun company', counts: (c) => c.formation.regiment === 'Gruppe Salzer' && c.type === 'selfPropelledGun' && c.afUnderlined, atLeast: 1 },
  { rule: 'digest 7.3 (SoS 14.32)', says: "the 71st Infantry Division's II/191 mortar", counts: (c) => c.formation.division === '71 Infantry Division' && c.formation.battalion === 'II/191' && c.type === 'mortar', exactly: 1 },
  { rule: 'digest 7.3', says: 'the 99 Tank Brigade', counts: (c) => c.formation.division === '99 Tank Brigade', atLeast: 1 },
  { rule: 'SoS 3.6', says: 'the 100th Jäger Division enters on 25 September', counts: arrives('100 Jäger Division', ['09-25']), atLeast: 1 },
  { rule: 'SoS 3.6', says: 'the 100th Jäger Division enters on 30 September', counts: arrives('100 Jäger Division', ['09-30']), atLeast: 1 },
  { rule: 'SoS 3.6', says: 'the 100th Jäger Division enters on 25 and 30 September only', counts: (c) => c.formation.division === '100 Jäger Division' && !arrives('100 Jäger Division', ['09-25', '09-30'])(c), exactly: 0 },
  { rule: 'SoS 3.6', says: 'the 305th Infantry Division enters on 11 October, all of it', counts: (c) => c.formation.division === '305 Infantry Division' && !arrives('305 Infantry Division', ['10-11'])(c), exactly: 0 },
  { rule: 'digest 7.3 (SoS 3.6)', says: "the 305th Infantry Division's regiments 576 and 577", counts: (c) => c.formation.division === '305 Infantry Division' && (c.formation.regiment === '576' || c.formation.regiment === '577'), atLeast: 2 },
  { rule: 'digest 7.3', says: "the 305th Infantry Division's mortars of 576/II and 576/III", counts: (c) => c.formation.division === '305 Infantry Division' && c.type === 'mortar' && (c.formation.battalion === 'II/576' || c.formation.battalion === 'III/576'), exactly: 2 },
  { rule: 'SoS 3.6', says: 'the 14th Panzer Division enters on 11 October, all of it', counts: (c) => c.formation.division === '14 Panzer Division' && !arrives('14 Panzer Division', ['10-11'])(c), exactly: 0 },
  { rule: 'SoS 2.22 Ω', says: "the 14th Panzer Division's Cossack unit", counts: (c) => c.name === '14 Cossack' && c.formation.division === '14 Panzer Division', exactly: 1 },
  { rule: 'SoS 3.6', says: 'the 79th Infantry Division enters on 20 October', counts: arrives('79 Infantry Division', ['10-20']), atLeast: 1 },
  { rule: 'SoS 3.6', says: 'the 79th Infantry Division enters on 28 October', counts: arrives('79 Infantry Division', ['10-28']), atLeast: 1 },
  { rule: 'SoS 3.6', says: 'the 79th Infantry Division enters on 20 and 28 October only', counts: (c) => c.formation.division === '79 Infantry Division' && !arrives('79 Infantry Division', ['10-20', '10-28'])(c), exactly: 0 },
  { rule: 'SoS 3.5', says: 'the reinforcement divisions are the campaign\'s (3.5: their VP are earned only in scenario #3; chosen: the cards of #1 and #2, whose last turn is 25 September, the 100th Jäger\'s first day, have none of them)', counts: (c) => ['100 Jäger Division', '305 Infantry Division', '14 Panzer Division', '79 Infantry Division'].includes(c.formation.division ?? '') && (inScenario(1, c) || inScenario(2, c)), exactly: 0 },
  { rule: 'SoS 16.84', says: 'the 273 NKVD Regiment enters on 4 October', counts: (c) => c.formation.regiment === '273 NKVD Regiment' && c.soviet === 'nkvd' && arrives('10 NKVD Division', ['10-04'])(c), atLeast: 1 },
  { rule: 'SoS 16.84', says: 'in scenario #4 the 273 NKVD Regiment enters on 4 October', counts: (c) => c.formation.regiment === '273 NKVD Regiment' && arrivesIn(4, '10-04')(c), atLeast: 1 },
  { rule: 'SoS 3.6', says: 'in scenario #6 the 79th Infantry Division enters on 20 October', counts: (c) => c.formation.division === '79 Infantry Division' && arrivesIn(6, '10-20')(c), atLeast: 1 },
  { rule: 'SoS 3.6', says: 'in scenario #6 the 79th Infantry Division enters on 28 October', counts: (c) => c.formation.division === '79 Infantry Division' && arrivesIn(6, '10-28')(c), atLeast: 1 },
  { rule: 'SoS 2.36 Ω (sheet 6G)', says: 'the 79th Infantry Division brings two 9-point IF artillery explosion markers on 20 October', counts: (c) => c.formation.division === '79 Infantry Division' && c.ifMarkerAf === 9 && arrivesIn(6, '10-20')(c), exactly: 2 },
  { rule: 'SoS 2.36 Ω (sheet 6G)', says: 'the 79th Infantry Division brings one 11-point IF artillery explosion marker on 20 October', counts: (c) => c.formation.division === '79 Infantry Division' && c.ifMarkerAf === 11 && arrivesIn(6, '10-20')(c), exactly: 1 },
  { rule: 'SoS 16.11', says: 'the campaign has five additional snipers, one a turn arriving from 26 September', counts: (c) => c.type === 'sniper' && inScenario(3, c) && c.entry.at === 'reinforcement' && c.entry.date >= '09-26', exactly: 5 },
  { rule: 'SoS 16.11', says: 'scenario #7, from 26 September, has the five additional snipers, one a turn from 26 to 30 September', counts: (c) => c.type === 'sniper' && ['09-26', '09-27', '09-28', '09-29', '09-30'].some((d) => arrivesIn(7, d)(c)), exactly: 5 },
];

/** 16.11: at most nine snipers. */
const MAX_SNIPERS = 9;

export function orderOfBattleProblems(counters: readonly Counter[]): string[] {
  const out: string[] = [];
  for (const f of ORDER_OF_BATTLE_FACTS) {
    const n = counters.filter(f.counts).length;
    if (f.exactly !== undefined && n !== f.exactly) out.push(`order of battle: ${f.says}: ${f.exactly} needed, ${n} found (${f.rule})`);
    if (f.atLeast !== undefined && n < f.atLeast) out.push(`order of battle: ${f.says}: at least ${f.atLeast} needed, ${n} found (${f.rule})`);
  }
  const snipers = counters.filter((c) => c.type === 'sniper').length;
  if (snipers > MAX_SNIPERS) out.push(`order of battle: at most ${MAX_SNIPERS} snipers, ${snipers} found (SoS 16.11)`);
  for (const c of counters) {
    const cmd = c.leader?.commands ?? (c.op && !c.op.stukasOnly ? c.op.commands : undefined);
    if (cmd && !counters.some((u) => u !== c && Object.values(u.formation).includes(cmd))) out.push(`${c.id}: commands ${cmd}, a formation no other counter belongs to (SoS 18.12, 14.32)`);
  }
  return out;
}
