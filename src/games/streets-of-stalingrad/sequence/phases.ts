/** A side of Streets of Stalingrad. */
export type SosSide = 'german' | 'soviet';
export const SOS_SIDES: readonly SosSide[] = ['german', 'soviet'];
export const otherSide = (s: SosSide): SosSide => (s === 'german' ? 'soviet' : 'german');

export type PhaseKind = 'administrative' | 'bombardment' | 'movement' | 'reserves' | 'attack' | 'exploit-movement' | 'exploit-attack';

/**
 * One of the fifteen phases of a turn (SoS 4.3), in the printed order, which must be kept
 * (4.2): who acts in it, who may react out of turn and how, and the markers it removes.
 */
export interface SosPhase {
  n: number;
  kind: PhaseKind;
  name: string;
  /** The side whose phase it is; `both` for the Administrative and Simultaneous Bombardment Phases. */
  actor: SosSide | 'both';
  /** The side that may act in the other's phase (opportunity fire, defence, mine dogs, AA), if any. */
  reactor?: SosSide;
  /** For a bombardment phase: the side that places its IF markers and Stukas first (14.48). */
  placesFirst?: SosSide;
  /** What the other side may do in it, out of turn. */
  reactions: readonly string[];
  /** Markers removed at its beginning or end (digest 2.2). */
  markers: readonly string[];
  rule: string;
}

export const SOS_PHASES: readonly SosPhase[] = [
  { n: 1, kind: 'administrative', name: 'Administrative Phase', actor: 'both', reactions: [], markers: ["'Out of Supply' markers placed or advanced, isolated units eliminated (19.1, 19.4)", 'used IF explosion markers rejoin their units (14.03)'], rule: 'SoS 4.3, 3.1, 14.7, 15.5, 19.0, 20.0, 21.5' },
  { n: 2, kind: 'bombardment', name: 'Simultaneous Bombardment Phase', actor: 'both', placesFirst: 'german', reactions: ['Soviet AA fire at Stukas (15.42)'], markers: ['pinned markers are not removed in this phase (9.114)'], rule: 'SoS 4.3, 14.4, 14.48' },
  { n: 3, kind: 'movement', name: 'German Movement Phase', actor: 'german', reactor: 'soviet', reactions: ['Soviet opportunity fire (11.1)', 'Soviet mine dog attacks (16.2)', 'Soviet defensive fire, losses and instant counter-attacks against breakthrough attacks (10.3-10.8)'], markers: ["'breakthru' markers become 'spent' at its end (10.6, 10.9)"], rule: 'SoS 4.3, 8.0, 10.0' },
  { n: 4, kind: 'reserves', name: 'Soviet Reserves Movement Phase', actor: 'soviet', reactor: 'german', reactions: ['German opportunity fire (11.1)'], markers: [], rule: 'SoS 4.3, 8.3, 9.02b' },
  { n: 5, kind: 'attack', name: 'German Attack Phase', actor: 'german', reactor: 'soviet', reactions: ['Soviet mine dog attacks (16.2)', 'Soviet retreat before combat (9.4)', 'Soviet defensive fire, River Flotilla included (9.5, 16.52)', 'Soviet AA fire at Stukas (15.42)', 'Soviet instant counter-attacks (12.0)'], markers: [], rule: 'SoS 4.3, 9.02, 9.6' },
  { n: 6, kind: 'bombardment', name: 'Simultaneous Bombardment Phase', actor: 'both', placesFirst: 'german', reactions: ['Soviet AA fire at Stukas (15.42)'], markers: ["pinned markers removed at its beginning, except those under an 'attack' marker (9.114)"], rule: 'SoS 4.3, 14.4, 14.48' },
  { n: 7, kind: 'exploit-movement', name: 'German Exploit Movement Phase', actor: 'german', reactor: 'soviet', reactions: ['Soviet opportunity fire (11.1)', 'Soviet mine dog attacks (16.2)', 'Soviet defence against breakthrough attacks (10.3-10.8)'], markers: ["'breakthru' markers become 'spent' at its end (10.6, 10.9)"], rule: 'SoS 4.3, 8.2, 10.1' },
  { n: 8, kind: 'exploit-attack', name: 'German Exploit Attack Phase', actor: 'german', reactor: 'soviet', reactions: ['Soviet mine dog attacks (16.2)', 'Soviet retreat before combat (9.4)', 'Soviet defensive fire (9.5, 16.52)', 'Soviet AA fire at Stukas (15.42)', 'Soviet instant counter-attacks (12.0)'], markers: ["every pinned, spent and 'attack' marker removed at its end (9.115)"], rule: 'SoS 4.3, 9.02, 9.115' },
  { n: 9, kind: 'bombardment', name: 'Simultaneous Bombardment Phase', actor: 'both', placesFirst: 'soviet', reactions: ['Soviet AA fire at Stukas (15.42)'], markers: ['pinned markers removed at its beginning (9.114)'], rule: 'SoS 4.3, 14.4, 14.48' },
  { n: 10, kind: 'movement', name: 'Soviet Movement Phase', actor: 'soviet', reactor: 'german', reactions: ['German opportunity fire, Volga crossers included (11.1, 11.5)', 'German defence against breakthrough attacks (10.3-10.8)'], markers: ["'breakthru' markers become 'spent' at its end (10.6, 10.9)"], rule: 'SoS 4.3, 8.0, 8.6, 21.2' },
  { n: 11, kind: 'reserves', name: 'German Reserves Movement Phase', actor: 'german', reactor: 'soviet', reactions: ['Soviet opportunity fire (11.1)'], markers: [], rule: 'SoS 4.3, 8.3, 9.02b' },
  { n: 12, kind: 'attack', name: 'Soviet Attack Phase', actor: 'soviet', reactor: 'german', reactions: ['German retreat before combat (9.4)', 'German defensive fire (9.5)', 'German instant counter-attacks (12.0)'], markers: [], rule: 'SoS 4.3, 9.02, 9.6, 18.52' },
  { n: 13, kind: 'bombardment', name: 'Simultaneous Bombardment Phase', actor: 'both', placesFirst: 'soviet', reactions: ['Soviet AA fire at Stukas (15.42)'], markers: ['pinned markers removed at its beginning (9.114)'], rule: 'SoS 4.3, 14.4, 14.48' },
  { n: 14, kind: 'exploit-movement', name: 'Soviet Exploit Movement Phase', actor: 'soviet', reactor: 'german', reactions: ['German opportunity fire (11.1)', 'German defence against breakthrough attacks (10.3-10.8)'], markers: ["'breakthru' markers become 'spent' at its end (10.6, 10.9)"], rule: 'SoS 4.3, 8.2, 8.63' },
  { n: 15, kind: 'exploit-attack', name: 'Soviet Exploit Attack Phase', actor: 'soviet', reactor: 'german', reactions: ['German defensive fire at Herman (13.7)', 'German retreat before combat (9.4)', 'German defensive fire (9.5)', 'German instant counter-attacks (12.0)'], markers: ["every pinned, spent and 'attack' marker removed at its end (9.115)"], rule: 'SoS 4.3, 13.0, 9.115' },
];

export const phase = (n: number): SosPhase | undefined => SOS_PHASES.find((p) => p.n === n);
