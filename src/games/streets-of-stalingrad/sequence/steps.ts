import type { SosSide } from './phases';

/** The windows of a turn by mail, by name: `T{nn}/{name}`. */
export const SOS_WINDOW_NAMES = [
  'german-administrative',
  'soviet-administrative',
  'german-bombardment-2',
  'soviet-bombardment-2',
  'german-movement',
  'soviet-reserves',
  'german-attack',
  'german-bombardment-6',
  'soviet-bombardment-6',
  'german-exploit-movement',
  'german-exploit-attack',
  'soviet-bombardment-9',
  'german-bombardment-9',
  'soviet-movement',
  'german-reserves',
  'soviet-attack',
  'soviet-bombardment-13',
  'german-bombardment-13',
  'soviet-exploit-movement',
  'soviet-exploit-attack',
] as const;
export type SosWindowName = (typeof SOS_WINDOW_NAMES)[number];

/**
 * One step of a turn as the server carries it out: a window where a side's file decides
 * it, or a step of the server's own (dice, markers, the resolution of what the files and
 * standing orders say).
 */
export interface SosStep {
  id: string;
  /** The phase it belongs to (SoS 4.3). */
  phase: number;
  name: string;
  actor: SosSide | 'server';
  window?: SosWindowName;
  rule: string;
}

const title = (s: SosSide): string => (s === 'german' ? 'German' : 'Soviet');

const bombardment = (n: number, first: SosSide): SosStep[] => {
  const second: SosSide = first === 'german' ? 'soviet' : 'german';
  return [
    ...(n === 2 ? [] : [{ id: `${n}.pins`, phase: n, name: "pinned markers removed, except those under an 'attack' marker", actor: 'server' as const, rule: 'SoS 9.114' }]),
    { id: `${n}.${first}`, phase: n, name: `${title(first)} IF markers${first === 'german' ? ' and Stukas' : ''} placed first, with targets, spotters and table (CRT or WBBT)`, actor: first, window: `${first}-bombardment-${n}` as SosWindowName, rule: 'SoS 14.48, 14.45, 15.11' },
    { id: `${n}.${second}`, phase: n, name: `${title(second)} IF markers${second === 'german' ? ' and Stukas' : ''} placed, the first side's markers in view`, actor: second, window: `${second}-bombardment-${n}` as SosWindowName, rule: 'SoS 14.48' },
    { id: `${n}.resolve`, phase: n, name: 'Soviet AA fire at Stukas by standing orders; bombardments and interdiction resolved; losses by the owners\' loss priorities', actor: 'server', rule: 'SoS 15.42, 14.4, 14.8' },
  ];
};

/** What a step of a player's half-turn says, and the rule that sets it. */
interface Said {
  name: string;
  rule: string;
}

/** The steps of a player's half-turn that differ between the German and the Soviet one. */
interface HalfTurnSteps {
  start: Said;
  move: Said;
  declare: Said;
  resolve: Said;
  exploitMove: Said;
  exploitDeclare: Said;
  exploitResolve: Said;
  end: Said;
}

const breakthruSpent = (n: number): SosStep => ({ id: `${n}.end`, phase: n, name: "'breakthru' markers become 'spent'", actor: 'server', rule: 'SoS 10.9' });

/**
 * A player's half of the turn (SoS 4.3), from its first phase `p`: bombardment, movement,
 * the other side's reserves, attacks, bombardment again, exploit movement and exploit attacks.
 * The German half runs phases 2 to 8, the Soviet half 9 to 15.
 */
const playerHalf = (side: SosSide, p: number, says: HalfTurnSteps): SosStep[] => {
  const other: SosSide = side === 'german' ? 'soviet' : 'german';
  const server = (id: string, phase: number, { name, rule }: Said): SosStep => ({ id, phase, name, actor: 'server', rule });
  const decided = (id: string, phase: number, { name, rule }: Said, window: SosWindowName): SosStep => ({ id, phase, name, actor: side, window, rule });
  return [
    ...bombardment(p, side),
    server(`${p + 1}.start`, p + 1, says.start),
    decided(`${p + 1}.move`, p + 1, says.move, `${side}-movement`),
    breakthruSpent(p + 1),
    { id: `${p + 2}.move`, phase: p + 2, name: `${title(other)} Reserves Movement Phase: eligible units within 3 hexes of an 'attack' marker move at half MP`, actor: other, window: `${other}-reserves`, rule: 'SoS 8.3, 9.02b' },
    decided(`${p + 3}.declare`, p + 3, says.declare, `${side}-attack`),
    server(`${p + 3}.resolve`, p + 3, says.resolve),
    ...bombardment(p + 4, side),
    decided(`${p + 5}.move`, p + 5, says.exploitMove, `${side}-exploit-movement`),
    breakthruSpent(p + 5),
    decided(`${p + 6}.declare`, p + 6, says.exploitDeclare, `${side}-exploit-attack`),
    server(`${p + 6}.resolve`, p + 6, says.exploitResolve),
    server(`${p + 6}.end`, p + 6, says.end),
  ];
};

/** The turn of SoS 4.3, step by step, as the server runs it by mail. */
export const SOS_STEPS: readonly SosStep[] = [
  { id: '1.german', phase: 1, name: 'German Administrative choices: declare the game over (at the start of the phase), withdrawals, consolidation', actor: 'german', window: 'german-administrative', rule: 'SoS 3.1, 20.1, 21.5' },
  { id: '1.soviet', phase: 1, name: 'Soviet Administrative choices: consolidation', actor: 'soviet', window: 'soviet-administrative', rule: 'SoS 20.1' },
  { id: '1.server', phase: 1, name: "'Out of Supply' markers and isolation eliminations; isolated NKVD rolls; ammunition shortage rolls and the units silenced (by standing orders); IF explosion markers rejoin their units", actor: 'server', rule: 'SoS 19.1, 19.4, 16.85, 14.7, 14.03' },
  ...playerHalf('german', 2, {
    start: { name: 'German reinforcements and replacements placed in the off-map boxes; wounded leaders back from the Turn Column Track, replacement HQs', rule: 'SoS 21.2, 18.42, 18.46' },
    move: { name: "German Movement Phase: dismount and remount, breakthrough movement and attacks first, then normal movement, deployment last; 'attack' markers placed; leaders and OPs move", rule: 'SoS 8.0, 8.5, 8.23, 8.7, 9.02a, 9.64' },
    declare: { name: "German Attack Phase: every 'attack'-marked hex attacked, its attackers, IF, Stukas and the Close Assault declared (none before the turn after a lost Paulus, von Seydlitz or his HQ arrives)", rule: 'SoS 9.02c, 9.61, 9.67, 18.54' },
    resolve: { name: 'each attack: mine dogs, retreat before combat and defensive fire (the defender\'s answer or standing orders), AA fire, the attack, instant counter-attacks; attackers spent', rule: 'SoS 9.02d-h, 16.2, 9.4, 9.5, 9.6, 12.0' },
    exploitMove: { name: "German Exploit Movement Phase at half MP: breakthrough movement and attacks; 'attack' markers placed", rule: 'SoS 8.2, 8.51, 10.1' },
    exploitDeclare: { name: 'German Exploit Attack Phase: the attacks declared', rule: 'SoS 9.02c, 9.61' },
    exploitResolve: { name: 'each attack resolved as in phase 5', rule: 'SoS 9.02d-h' },
    end: { name: "every pinned, spent and 'attack' marker removed", rule: 'SoS 9.115' },
  }),
  ...playerHalf('soviet', 9, {
    start: { name: 'Soviet reinforcements and replacements in the East Bank boxes; snipers, tank repair and immobilization rolls by date; River Flotilla returns; wounded leaders back from the Turn Column Track, the 62 Army HQ', rule: 'SoS 21.2, 16.11, 16.72, 16.33, 16.57, 18.42, 18.44' },
    move: { name: "Soviet Movement Phase: breakthrough first, normal movement, deployment last; Volga crossings; East Bank box moves; armored trains; 'attack' markers placed", rule: 'SoS 8.0, 8.42, 8.6, 16.61, 9.02a' },
    declare: { name: 'Soviet Attack Phase: the attacks declared (none before the turn after Chuikov arrives)', rule: 'SoS 9.02c, 9.61, 18.52' },
    resolve: { name: 'each attack resolved, River Flotilla fire included', rule: 'SoS 9.02d-h, 16.55' },
    exploitMove: { name: 'Soviet Exploit Movement Phase at half MP: breakthrough movement, Volga crossings', rule: 'SoS 8.2, 8.44, 8.63' },
    exploitDeclare: { name: 'Soviet Exploit Attack Phase: the Herman infiltration attack (from 26 September), then the attacks declared', rule: 'SoS 13.1, 13.4, 9.02c' },
    exploitResolve: { name: 'the infiltration attack first, then each attack resolved', rule: 'SoS 13.0, 9.02d-h' },
    end: { name: "every pinned, spent and 'attack' marker removed; the turn marker advances", rule: 'SoS 9.115, 4.1' },
  }),
];

export const stepById = (id: string): SosStep | undefined => SOS_STEPS.find((s) => s.id === id);
