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

const bombardment = (n: number, first: SosSide): SosStep[] => {
  const second: SosSide = first === 'german' ? 'soviet' : 'german';
  const title = (s: SosSide): string => (s === 'german' ? 'German' : 'Soviet');
  return [
    ...(n === 2 ? [] : [{ id: `${n}.pins`, phase: n, name: "pinned markers removed, except those under an 'attack' marker", actor: 'server' as const, rule: 'SoS 9.114' }]),
    { id: `${n}.${first}`, phase: n, name: `${title(first)} IF markers${first === 'german' ? ' and Stukas' : ''} placed first, with targets, spotters and table (CRT or WBBT)`, actor: first, window: `${first}-bombardment-${n}` as SosWindowName, rule: 'SoS 14.48, 14.45, 15.11' },
    { id: `${n}.${second}`, phase: n, name: `${title(second)} IF markers${second === 'german' ? ' and Stukas' : ''} placed, the first side's markers in view`, actor: second, window: `${second}-bombardment-${n}` as SosWindowName, rule: 'SoS 14.48' },
    { id: `${n}.resolve`, phase: n, name: 'Soviet AA fire at Stukas by standing orders; bombardments and interdiction resolved; losses by the owners\' loss priorities', actor: 'server', rule: 'SoS 15.42, 14.4, 14.8' },
  ];
};

/** The turn of SoS 4.3, step by step, as the server runs it by mail. */
export const SOS_STEPS: readonly SosStep[] = [
  { id: '1.german', phase: 1, name: 'German Administrative choices: declare the game over (at the start of the phase), withdrawals, consolidation', actor: 'german', window: 'german-administrative', rule: 'SoS 3.1, 20.1, 21.5' },
  { id: '1.soviet', phase: 1, name: 'Soviet Administrative choices: consolidation', actor: 'soviet', window: 'soviet-administrative', rule: 'SoS 20.1' },
  { id: '1.server', phase: 1, name: "ammunition shortage rolls and the units silenced (by standing orders); 'Out of Supply' markers and isolation eliminations; isolated NKVD rolls; IF explosion markers rejoin their units", actor: 'server', rule: 'SoS 14.7, 19.1, 19.4, 16.85, 14.03' },
  ...bombardment(2, 'german'),
  { id: '3.start', phase: 3, name: 'German reinforcements and replacements placed in the off-map boxes', actor: 'server', rule: 'SoS 21.2' },
  { id: '3.move', phase: 3, name: "German Movement Phase: dismount and remount, breakthrough movement and attacks first, then normal movement, deployment last; 'attack' markers placed; leaders and OPs move", actor: 'german', window: 'german-movement', rule: 'SoS 8.0, 8.5, 8.23, 8.7, 9.02a, 9.64' },
  { id: '3.end', phase: 3, name: "'breakthru' markers become 'spent'", actor: 'server', rule: 'SoS 10.6' },
  { id: '4.move', phase: 4, name: "Soviet Reserves Movement Phase: eligible units within 3 hexes of an 'attack' marker move at half MP", actor: 'soviet', window: 'soviet-reserves', rule: 'SoS 8.3, 9.02b' },
  { id: '5.declare', phase: 5, name: "German Attack Phase: every 'attack'-marked hex attacked, its attackers, IF, Stukas and the Close Assault declared", actor: 'german', window: 'german-attack', rule: 'SoS 9.02c, 9.61, 9.67' },
  { id: '5.resolve', phase: 5, name: 'each attack: mine dogs, retreat before combat and defensive fire (the defender\'s answer or standing orders), AA fire, the attack, instant counter-attacks; attackers spent', actor: 'server', rule: 'SoS 9.02d-h, 16.2, 9.4, 9.5, 9.6, 12.0' },
  ...bombardment(6, 'german'),
  { id: '7.move', phase: 7, name: "German Exploit Movement Phase at half MP: breakthrough movement and attacks; 'attack' markers placed", actor: 'german', window: 'german-exploit-movement', rule: 'SoS 8.2, 8.51, 10.1' },
  { id: '7.end', phase: 7, name: "'breakthru' markers become 'spent'", actor: 'server', rule: 'SoS 10.6' },
  { id: '8.declare', phase: 8, name: 'German Exploit Attack Phase: the attacks declared', actor: 'german', window: 'german-exploit-attack', rule: 'SoS 9.02c, 9.61' },
  { id: '8.resolve', phase: 8, name: 'each attack resolved as in phase 5', actor: 'server', rule: 'SoS 9.02d-h' },
  { id: '8.end', phase: 8, name: "every pinned, spent and 'attack' marker removed", actor: 'server', rule: 'SoS 9.115' },
  ...bombardment(9, 'soviet'),
  { id: '10.start', phase: 10, name: 'Soviet reinforcements and replacements in the East Bank boxes; snipers, tank repair and immobilization rolls by date; River Flotilla returns', actor: 'server', rule: 'SoS 21.2, 16.11, 16.72, 16.33, 16.57' },
  { id: '10.move', phase: 10, name: "Soviet Movement Phase: breakthrough first, normal movement, deployment last; Volga crossings; East Bank box moves; armored trains; 'attack' markers placed", actor: 'soviet', window: 'soviet-movement', rule: 'SoS 8.0, 8.42, 8.6, 16.61, 9.02a' },
  { id: '10.end', phase: 10, name: "'breakthru' markers become 'spent'", actor: 'server', rule: 'SoS 10.6' },
  { id: '11.move', phase: 11, name: "German Reserves Movement Phase: eligible units within 3 hexes of an 'attack' marker move at half MP", actor: 'german', window: 'german-reserves', rule: 'SoS 8.3, 9.02b' },
  { id: '12.declare', phase: 12, name: 'Soviet Attack Phase: the attacks declared (none before the turn after Chuikov arrives)', actor: 'soviet', window: 'soviet-attack', rule: 'SoS 9.02c, 9.61, 18.52' },
  { id: '12.resolve', phase: 12, name: 'each attack resolved, River Flotilla fire included', actor: 'server', rule: 'SoS 9.02d-h, 16.55' },
  ...bombardment(13, 'soviet'),
  { id: '14.move', phase: 14, name: 'Soviet Exploit Movement Phase at half MP: breakthrough movement, Volga crossings', actor: 'soviet', window: 'soviet-exploit-movement', rule: 'SoS 8.2, 8.44, 8.63' },
  { id: '14.end', phase: 14, name: "'breakthru' markers become 'spent'", actor: 'server', rule: 'SoS 10.6' },
  { id: '15.declare', phase: 15, name: 'Soviet Exploit Attack Phase: the Herman infiltration attack (from 26 September), then the attacks declared', actor: 'soviet', window: 'soviet-exploit-attack', rule: 'SoS 13.1, 13.4, 9.02c' },
  { id: '15.resolve', phase: 15, name: 'the infiltration attack first, then each attack resolved', actor: 'server', rule: 'SoS 13.0, 9.02d-h' },
  { id: '15.end', phase: 15, name: "every pinned, spent and 'attack' marker removed; the turn marker advances", actor: 'server', rule: 'SoS 9.115, 4.1' },
];

export const stepById = (id: string): SosStep | undefined => SOS_STEPS.find((s) => s.id === id);
