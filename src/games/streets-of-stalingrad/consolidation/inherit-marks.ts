import type { SosState } from '../state/types';

/** One part of the position with the marks of `from` given to `to` (never in place). */
type Pass<T> = (value: T, from: string, to: string) => T;

const swap = (id: string, from: string, to: string): string => (id === from ? to : id);
const swapAll = (ids: readonly string[], from: string, to: string): string[] => ids.map((id) => swap(id, from, to));
const swapSorted = (ids: readonly string[], from: string, to: string): string[] => swapAll(ids, from, to).sort();
const swapUnit = <T extends { unit: string }>(xs: readonly T[], from: string, to: string): T[] => xs.map((x) => (x.unit === from ? { ...x, unit: to } : x));

/**
 * SoS 20.2: "Any and all markers applying to the replaced unit apply to the new unit": every
 * mark the position keeps of one unit, by the key of the position that holds it, or null for
 * a key that holds no mark of an on-map unit (hex markers stay with their hex, side tables
 * with their side). The map is over every key of SosState, so a key added to the position
 * must be classed here before the code compiles. The piece's own markers (pinned, spent,
 * dismounted, revealed) and its hex go with `pieces` (exchange.ts).
 */
const MARKS: { [K in keyof SosState]-?: Pass<NonNullable<SosState[K]>> | null } = {
  turn: null,
  pieces: null,
  // hex markers: the new unit stands in the same hex (20.2)
  markers: null,
  attacked: null,
  hexAttacks: null,
  // SoS 14.48: IF units of a bombardment placed (none between phases)
  bombardments: (bs, f, t) => bs.map((b) => ({ ...b, units: swapAll(b.units, f, t) })),
  // SoS 14.03: the IF explosion marker out
  ifFired: (ids, f, t) => swapSorted(ids, f, t),
  // SoS 14.84: the explosion markers left on an interdicted hex
  interdiction: (xs, f, t) => xs.map((x) => (x.units ? { ...x, units: swapAll(x.units, f, t) } : x)),
  // SoS 7.6, 11.2: revealed by opportunity fire
  opportunityFired: swapUnit,
  // SoS 9.101, 14.11: moved artillery that may not fire yet
  moved: swapUnit,
  stukasUsed: null,
  // SoS 15.52, 15.53: the campaign's Stuka roll and bad weather, of the turn, not of a unit
  campaignStukas: null,
  badWeather: null,
  // SoS 15.42: an AA unit that fired at Stukas this phase
  aaFired: (a, f, t) => ({ ...a, units: swapAll(a.units, f, t) }),
  // SoS 16.52: River Flotilla used this turn (never exchanged: 21.45; kept for completeness)
  flotillaUsed: swapUnit,
  // an eliminated unit's return date, not a mark of an on-map unit
  flotillaReturns: null,
  // SoS 14.94-14.96: OP records (OPs are never exchanged: 21.45; kept for completeness)
  opSpotted: swapUnit,
  opMoved: swapUnit,
  opPinned: swapUnit,
  // SoS 14.73, 14.74: the IF units silenced by this turn's shortage
  ammunition: (a, f, t) => ({ german: { ...a.german, held: swapSorted(a.german.held, f, t) }, soviet: { ...a.soviet, held: swapSorted(a.soviet.held, f, t) } }),
  // SoS 19.4: an isolated unit is never exchanged (20.3); kept for completeness
  outOfSupply: (m, f, t) => Object.fromEntries(Object.entries(m).map(([id, n]) => [swap(id, f, t), n] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  // by regiment, not by unit (16.83)
  nkvdReliability: null,
  // wounded leaders off the map and army commanders' arrivals: never exchanged (20.6, 18.44)
  leaderReturns: null,
  commandArrivals: null,
  // SoS 17.16, 17.18: an engineer's task in progress or just done
  engineering: (e, f, t) => ({ ...e, tasks: e.tasks.map((task) => ({ ...task, units: swapAll(task.units, f, t) })) }),
  replacementPoints: null,
  // SoS 21.51: the units withdrawn are off the map for good, never exchanged
  withdrawals: null,
  consolidationRemoved: null,
};

/** SoS 20.2: the position with every mark of `from` (the unit replaced) given to `to` (the unit taken in), outside `pieces`. */
export function inheritMarks(state: SosState, from: string, to: string): SosState {
  const out: Record<string, unknown> = { ...state };
  for (const [key, pass] of Object.entries(MARKS) as [keyof SosState, Pass<unknown> | null][]) {
    const value = state[key];
    if (pass && value !== undefined && value !== null) out[key] = pass(value, from, to);
  }
  return out as unknown as SosState;
}
