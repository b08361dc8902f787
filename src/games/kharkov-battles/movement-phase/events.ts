import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { Drm } from '../combat/modifier';
import type { MobileAssaultResult } from '../combat/mobile-assault-result';

/** Where an order sits in the file, as docs/kharkov-battles.md reports it: `orders[1]`, `orders[1].assault.then[0]`. */
export type OrderAt = string;

/** Why an order (or part of one) was not carried out, with its rule. */
export interface Refusal {
  code: string;
  message: string;
  rule?: string;
}

/** What the Movement Phase did, in the order it did it; every modifier with its rule. */
export type MovementEvent =
  | { kind: 'moved'; at: OrderAt; unit: string; from: HexId; path: HexId[]; cost: number; spent: number; infiltration: boolean }
  /** KB docs/kharkov-battles.md: `ifBlocked: stop` moved the unit as far as the path stayed legal. */
  | { kind: 'order-cut-short'; at: OrderAt; unit: string; hex: HexId; reasons: Refusal[] }
  /**
   * KB 11.26, 12.72: a part of an order the rules no longer allow when its turn came (the
   * retreat an assault names): the rest of the order is carried out, the part is not.
   */
  | { kind: 'order-part-skipped'; at: OrderAt; side: KbSide; code: string; message: string; rule: string }
  /** An order that became illegal on the state it met: skipped, never changed. */
  | { kind: 'skipped'; at: OrderAt; unit: string; reasons: Refusal[] }
  /** KB 11.31-11.32: a lone enemy unit overrun, eliminated or displaced (Forced Displacement). */
  | { kind: 'overrun'; at: OrderAt; unit: string; hex: HexId; victim: string; displacedTo: HexId | null; rule: string }
  | {
      kind: 'mobile-assault';
      at: OrderAt;
      unit: string;
      from: HexId;
      target: HexId;
      attack: number;
      defense: number;
      odds: string;
      /** Null when the odds were below 1-1 and no assault was made (11.21). */
      die: number | null;
      modifiers: Drm[];
      modified: number | null;
      result: MobileAssaultResult | null;
      cost: number;
      rule: string;
    }
  | { kind: 'step-loss'; at: OrderAt; unit: string; steps: number; left: number; rule: string }
  /** KB 2.6, 2.7: the unit became its cadre or was eliminated; its Strength Chit is back in the pool (the owner's to see). */
  | { kind: 'chit-returned'; at: OrderAt; unit: string; chit: string; rule: 'KB 2.7' }
  | { kind: 'eliminated'; at: OrderAt; unit: string; rule: string }
  | { kind: 'retreated'; at: OrderAt; units: string[]; path: HexId[]; rule: string }
  /** KB 13.12: Soviet armies committed by an Axis Mobile Assault on one of their units. */
  | { kind: 'committed'; at: OrderAt; units: string[]; rule: string }
  | { kind: 'disorganized'; at: OrderAt; unit: string; rule: string }
  /** KB 7.26: across a Major River into an EZOC: the unit bears a Prepared Assault marker and must attack these hexes. */
  | { kind: 'must-attack'; at: OrderAt; unit: string; hexes: HexId[]; rule: string }
  /**
   * KB 18.22 (D19): the other side's standing orders removed a Pontoon Bridge, during the
   * order at `at`, or as the phase began (`at` null).
   */
  | { kind: 'pontoon-removed'; at: OrderAt | null; by: KbSide; hex: HexId; across: HexId; rule: 'KB 18.22' }
  /** A `then` or `else` branch followed; `at` is the assault or overrun (`orders[1].assault`). */
  | { kind: 'branch'; at: OrderAt; taken: 'then' | 'else' };
