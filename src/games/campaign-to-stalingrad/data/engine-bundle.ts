import type { Bundle } from './schema';

/** The engine whose games read the map's ferry sites (4.4.4); the games of cts-2 read bridges there. */
export const FERRY_ENGINE = 'cts-3';

/** The engine before it, whose games still replay on their own map and readings (engines.ts, readings.ts). */
export const ENGINE_BEFORE_FERRIES = 'cts-2';

/**
 * The engine whose Operation Uranus set-up holds the November 19th line on both sides
 * (36.1(2), (3)) and whose players' set-up reads Errata 2 as written (any friendly rail hex
 * for the first-turn reinforcement); the games of cts-3 and before keep theirs.
 */
export const LINE_HELD_ENGINE = 'cts-4';

/**
 * The engine whose Operation Uranus has the counters of rules 28-30: the Soviet Artillery
 * Divisions (28.0), the German combat engineer "Comp E" (29.0) and the three German infantry
 * regiments (30.0); the games of cts-4 and before are played without them.
 */
export const SPECIAL_UNITS_ENGINE = 'cts-5';

/**
 * The engine whose Campaign Game plays the Caucasus Campaign Display (34.0-34.9) through its
 * orders and windows, and whose readings (readings.ts) carry the fixes of the second reading
 * of Sections II and III; the games of cts-5 and before keep theirs.
 */
export const CAUCASUS_ENGINE = 'cts-6';

/**
 * The engine whose Campaign Game and Operation Uranus carry the rules the second reading of
 * Sections II and III found not built (the Caucasus garrison, Depots and Air Power in a box,
 * the Isolated Pockets' supply states, the Major City Display's Access Hexsides, rail from an
 * Off Map Box and the rest; each flag of readings.ts); the games of cts-6 and before keep theirs.
 */
export const CAMPAIGN_COMPLETE_ENGINE = 'cts-7';

/** The engines in the order they came, oldest first. */
const ENGINES = [ENGINE_BEFORE_FERRIES, FERRY_ENGINE, LINE_HELD_ENGINE, SPECIAL_UNITS_ENGINE, CAUCASUS_ENGINE, CAMPAIGN_COMPLETE_ENGINE];

/** Whether a game of `engine` plays what `since` added (an engine later than all of these plays everything). */
export function engineAtLeast(engine: string, since: string): boolean {
  const at = ENGINES.indexOf(engine);
  return at === -1 || at >= ENGINES.indexOf(since);
}

/**
 * The bundle as the games of `engine` read it: without the counters a later engine added
 * (units.yaml `engine`), nor their places in any set-up (a box's too, 34.7) or Guard Pool (22.3: a Pool left
 * empty is none), and a counter out of the order of battle of a scenario that holds it only
 * from a later engine (`scenariosFrom`).
 */
export function bundleWithUnitsOf(bundle: Bundle, engine: string): Bundle {
  const at = ENGINES.indexOf(engine);
  const isLater = (e: string): boolean => ENGINES.indexOf(e) > at;
  const later = new Set(bundle.units.filter((u) => u.engine !== undefined && isLater(u.engine)).map((u) => u.id));
  const narrowed = bundle.units.some((u) => !later.has(u.id) && Object.values(u.scenariosFrom ?? {}).some(isLater));
  if (later.size === 0 && !narrowed) return bundle;
  const kept = (p: { unit: string }): boolean => !later.has(p.unit);
  const scenarios = bundle.scenarios.map(({ guardPool, boxSetup, ...s }) => {
    const pool = guardPool?.filter((id) => !later.has(id));
    const inBox = boxSetup?.filter(kept); // 34.7: the Caucasus garrison of engine cts-7 starts in no older game's box
    const reinforcements = s.reinforcements.map((r) => ({ ...r, units: r.units.filter((id) => !later.has(id)) })).filter((r) => r.units.length > 0); // 34.7: the garrison's arrivals too
    return { ...s, setup: s.setup.filter(kept), reinforcements, ...(inBox && inBox.length > 0 ? { boxSetup: inBox } : {}), ...(s.setupBefore ? { setupBefore: { ...s.setupBefore, setup: s.setupBefore.setup.filter(kept) } } : {}), ...(pool && pool.length > 0 ? { guardPool: pool } : {}) };
  });
  const units = bundle.units
    .filter((u) => !later.has(u.id))
    .map((u) => (u.scenariosFrom && u.scenarios ? { ...u, scenarios: u.scenarios.filter((s) => !isLater(u.scenariosFrom![s] ?? engine)) } : u));
  return { ...bundle, units, scenarios };
}

/**
 * The bundle as the games of `engine` read it: each scenario that kept an earlier set-up for
 * that engine (`setupBefore`) sets up with it, its players' set-up areas too.
 */
export function bundleWithSetupOf(bundle: Bundle, engine: string): Bundle {
  const scenarios = bundle.scenarios.map(({ setupBefore, ...s }) => {
    if (!setupBefore || setupBefore.engine !== engine) return s;
    return { ...s, setup: setupBefore.setup, ...(s.playerSetup ? { playerSetup: { ...s.playerSetup, areas: { ...s.playerSetup.areas, ...setupBefore.areas } } } : {}) };
  });
  return { ...bundle, scenarios };
}

/**
 * The bundle as a game of engine cts-2 read it: the map had no ferry site (4.4.4), and the
 * road crossings now drawn as ferries (`ferriesFrom.crossings`) were roads across the river
 * (bridges, 4.4.3). So an archive of a cts-2 game replays on the map it was played on.
 */
export function bundleBeforeFerries(bundle: Bundle): Bundle {
  const crossings = new Set(bundle.ferriesFrom?.crossings ?? []);
  const hexsides: Record<string, string[]> = {};
  for (const [key, features] of Object.entries(withBridges(bundle, bundle.laterFerries ?? []).map.hexsides)) {
    const kept = features.filter((f) => f !== 'ferry');
    hexsides[key] = crossings.has(key) ? [...kept, 'road'].sort() : kept;
  }
  const { ferriesFrom: _newer, laterFerries: _later, ...rest } = bundle;
  return { ...rest, map: { ...bundle.map, hexsides } };
}

/**
 * The bundle as the games of `engine` read it: each crossing a later engine redrew as a ferry
 * site (`laterFerries`, 4.4.3's note) is the bridge it was when they were played (the road
 * across the major river, no ferry).
 */
export function bundleWithFerriesOf(bundle: Bundle, engine: string): Bundle {
  const later = (bundle.laterFerries ?? []).filter((g) => !engineAtLeast(engine, g.engine));
  return later.length === 0 ? bundle : withBridges(bundle, later);
}

/** `bundle` with the crossings of `groups` drawn as bridges: the road across, no ferry site. */
function withBridges(bundle: Bundle, groups: readonly { crossings: readonly string[] }[]): Bundle {
  const bridged = new Set(groups.flatMap((g) => g.crossings));
  if (bridged.size === 0) return bundle;
  const hexsides: Record<string, string[]> = {};
  for (const [key, features] of Object.entries(bundle.map.hexsides)) hexsides[key] = bridged.has(key) ? [...new Set([...features.filter((f) => f !== 'ferry'), 'road'])].sort() : features;
  return { ...bundle, map: { ...bundle.map, hexsides } };
}
