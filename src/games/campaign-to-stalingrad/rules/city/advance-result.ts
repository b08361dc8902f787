import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CityBattle, CtsState, UnitState } from '../../state/types';
import { unitWith } from '../../state/unit-record';
import { writeUnits } from '../../state/unit-writes';
import { passThrough } from '../control';
import { enemyOf, occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { isCityHex } from '../movement/nkvd-city';
import type { BattleOrder } from '../combat/order';
import { attackedAcrossMajor, halvedResult } from '../combat/advance-limit';
import { accessHexes, firstPick, holdingText, regainedSections, sectionOwners } from './display-sections';

/** What an Advance result did to the Major City hexes among a combat's targets. */
export interface CityOutcome {
  state: CtsState;
  /** The targets whose defenders retreat as 12.1 says: every target but the cities still contested. */
  retreating: HexId[];
  /** The city hexes still contested: no advance after combat enters them (the attacker's units entered the display instead). */
  contested: HexId[];
  /** 24.7: for each city taken whole out of a battle, the hexes beyond the losers' Access Hexsides, the only ones they retreat into. */
  exits: Partial<Record<HexId, HexId[]>>;
}

const SIDE_NAME: Record<CtsSide, string> = { axis: 'Axis', soviet: 'Soviet' };

/**
 * CtS 24.0-24.4, 24.7, with the Major City Battle rules: an Advance result of `result` hexes
 * by `side` against each Major City hex among `targets` (after 12.5 Determined Defense and the
 * 12.4 NKVD stand; halved in rain and, when every attacker attacked across a Major or Volga
 * hexside, across it, 12.4 [Change]; but not one unit's capped advance, 31.2 (2)):
 * - 24.1: the first opens a battle for the hex, a quarter a hex; later ones add quarters for
 *   the side that opened it, or win them back for the other (24.4 "If either side achieves
 *   an Advance After Combat"), "incrementally through more than one turn";
 * - 24.4: short of the whole hex, its defenders do not retreat but are Disrupted;
 * - 24.1: the attacker transfers up to 3 participating divisions onto the display: the units
 *   of his advance order whose path begins in the city, as many as the stacking limit takes,
 *   which on the display counts each player's units apart (24.6.1); with none, he holds his
 *   quarters with a Control Marker (24.2);
 * - 24.7: once one side holds all four quarters the battle ends and the other side's units
 *   retreat (12.1); a fifth hex of advance is lost (digest A39). A hex whose defenders are
 *   all gone (the losses took them) falls whole: nobody is left to contest it (engine reading).
 */
export function cityAdvanceResult(ctx: CtsContext, state0: CtsState, targets: readonly HexId[], side: CtsSide, result: number, order: BattleOrder, attackedFrom: readonly HexId[], events: GameEvent[], leaving: readonly string[] = []): CityOutcome {
  let state = state0;
  const retreating: HexId[] = [];
  const contested: HexId[] = [];
  const exits: Partial<Record<HexId, HexId[]>> = {};
  const enemy = enemyOf(side);
  for (const hex of targets) {
    if (!ctx.map.hasFeature(hex, 'major-city')) {
      retreating.push(hex);
      continue;
    }
    const before = state.cityBattles?.[hex];
    const occ = occupancy(ctx, state);
    const defenders = occ.at(hex, enemy);
    // 12.4 [Change]: the hexes of Advance are the value halved in rain and, when every attacker
    // attacked across a Major or Volga hexside, across it; only the units' own caps (31.2 (2)) do not count
    const facing = attackedFrom.filter((h) => h !== hex);
    const advance = halvedResult(result, { weather: state.weather, acrossMajor: facing.length > 0 && facing.every((h) => attackedAcrossMajor(ctx, h, targets)) }).value;
    if (advance === 0) {
      // CtS 24.4: an Advance result halved to nothing takes no quarter; the defenders stay, Disrupted
      contested.push(hex);
      state = { ...state, units: writeUnits(state, disruptedNow(defenders)) };
      events.push({ type: 'city-held', rule: 'CtS 24.4', hex, side, advance: result, text: `Advance ${result} against Major City ${hex} is halved to nothing (CtS 12.4): no quarter is taken; the defenders stay, Disrupted (CtS 24.4)` });
      continue;
    }
    const gained = before ? (before.attacker === side ? before.quarters + advance : before.quarters - advance) : advance;
    const quarters = Math.max(0, Math.min(4, gained));
    // 24.3 the first picks, 24.4 the sections gained (standing orders: display-sections.ts)
    const sections = quarters <= 0 || quarters >= 4 ? [] : before ? regainedSections(before, quarters) : sectionOwners({ attacker: side, quarters }, firstPick(ctx, hex, attackedFrom));
    const battle: CityBattle = before ? { ...before, quarters, sections } : { attacker: side, quarters, since: state.turn, sections };
    // CtS 24.7: "Units defending in a Major City hex may opt to retreat out of the city at any time" (the defender's standing leaveCities, engine cts-7)
    const optOut = defenders.length > 0 && ctx.readings.cityDisplayProperties && leaving.includes(hex);
    const whole = battle.quarters >= 4 || battle.quarters <= 0 || defenders.length === 0 || optOut;
    if (whole) {
      // CtS 24.7: the entire hex is captured; its defenders retreat (retreat-defenders.ts), the battle ends
      retreating.push(hex);
      if (before) exits[hex] = accessHexes(ctx, hex, before, enemy); // 24.7: "they may only retreat through Access Hexsides"
      if (before) state = withoutBattle(state, hex);
      if (occ.at(hex, side).length > 0) state = passThrough(state, side, [hex]); // 7.0: its units inside now hold it alone
      const why = defenders.length === 0 ? 'no defender is left in it' : optOut && battle.quarters > 0 && battle.quarters < 4 ? `its defenders opt to retreat out of the city` : `the ${SIDE_NAME[side]} holds all four quarters`;
      events.push({ type: 'city-captured', rule: 'CtS 24.7', hex, side, advance, text: `Major City ${hex} falls whole to the ${SIDE_NAME[side]} (${why}, Advance ${advance}): the Major City Battle ends and its defenders retreat (CtS 24.7)` });
      continue;
    }
    contested.push(hex);
    // CtS 24.4: no retreat, but Disrupted by any Advance result
    const disrupted = disruptedNow(defenders);
    // CtS 24.1, 24.6.1: the attacker's units onto the display, within his own stacking limit
    const entered: [string, UnitState][] = [];
    const onDisplay = occ.at(hex, side).map((p) => p.spec);
    const path = order.advance?.path ?? [];
    // CtS 24.6 (3): "Entry and exit from the hex is allowed only through Access Hexsides": once the
    // display exists, a unit enters from beyond one of its side's (the sections the Advance gave it);
    // at the opening 24.1 transfers the involved units wherever they attacked from
    const access = { [side]: accessHexes(ctx, hex, battle, side), [enemy]: accessHexes(ctx, hex, battle, enemy) } as Record<CtsSide, HexId[]>;
    const through = before ? access[side] : null;
    if (path[0] === hex) {
      for (const id of order.advance!.units) {
        const u = state.units[id];
        const spec = ctx.units.get(id);
        if (!u || !spec || u.where !== 'map' || u.hex === null || u.hex === hex || !order.attackers.includes(id) || spec.side !== side) continue;
        if (through && !through.includes(u.hex)) {
          events.push({ type: 'advance-refused', rule: 'CtS 24.6', unit: id, text: `${spec.name} may enter ${hex} only through an Access Hexside of its side (towards ${through.join(' ')}), not from ${u.hex}` });
          continue;
        }
        if (spec.branch === 'nkvd' && isCityHex(ctx, u.hex)) {
          // CtS 4.4.2 [Change]: "NKVD units may not leave a city hex once they enter one"
          events.push({ type: 'advance-refused', rule: 'CtS 4.4.2', unit: id, text: `${spec.name} is NKVD and does not leave the city hex ${u.hex} for the display of ${hex}` });
          continue;
        }
        if (!checkStacking(ctx, [...onDisplay, spec]).ok) continue;
        onDisplay.push(spec);
        entered.push([id, unitWith(u, { hex })]);
      }
    }
    state = { ...state, units: writeUnits(state, [...disrupted, ...entered]), cityBattles: { ...state.cityBattles, [hex]: battle } };
    const opened = before === undefined;
    events.push({
      type: 'city-battle',
      rule: opened ? 'CtS 24.1' : 'CtS 24.4',
      hex,
      attacker: battle.attacker,
      side,
      advance,
      quarters: { [battle.attacker]: battle.quarters, [enemyOf(battle.attacker)]: 4 - battle.quarters },
      sections: battle.sections,
      access,
      entered: entered.map(([id]) => id),
      disrupted: defenders.map((d) => d.spec.id),
      text:
        `${opened ? `Major City Battle opens in ${hex} (CtS 24.1)` : `Major City Battle in ${hex} (CtS 24.4)`}: Advance ${advance} for the ${SIDE_NAME[side]}; ${holdingText(battle)}` +
        `; sections ${battle.sections.map((o) => (o === 'axis' ? 'A' : 'S')).join('')} (CtS 24.3, 24.4: Access Hexsides towards ${access[side].join(' ')} for the ${SIDE_NAME[side]}, ${access[enemy].join(' ')} for the ${SIDE_NAME[enemy]}, CtS 24.5)` +
        `; the defenders stay, Disrupted (CtS 24.4)` +
        (entered.length > 0 ? `; ${entered.map(([id]) => id).join(', ')} enter the display (CtS 24.1)` : ''),
    });
  }
  return { state, retreating, contested, exits };
}

/** CtS 24.4: the defenders not yet Disrupted, each as Disrupted ("disrupted if the attacker achieves any type of Advance result"). */
function disruptedNow(defenders: readonly { spec: { id: string }; state: UnitState }[]): (readonly [string, UnitState])[] {
  return defenders.filter((d) => !d.state.disrupted).map((d) => [d.spec.id, unitWith(d.state, { disrupted: true })] as const);
}

/** The state without the battle for `hex`; without the record at all once no battle is left. */
function withoutBattle(state: CtsState, hex: HexId): CtsState {
  const { cityBattles, ...rest } = state;
  const left = Object.fromEntries(Object.entries(cityBattles ?? {}).filter(([h]) => h !== hex));
  return Object.keys(left).length > 0 ? { ...rest, cityBattles: left } : rest;
}
