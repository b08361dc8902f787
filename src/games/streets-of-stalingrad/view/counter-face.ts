import type { NatoType } from '#kernel/engine/scene';
import type { Counter, CounterType } from '../data/counters';

/**
 * SoS 2.21, 2.25: each counter type as the NATO symbol of the map reports, then the tag
 * printed beside it, if any ("artillery MOR": the artillery symbol tagged MOR).
 */
const NATO: { readonly [K in CounterType]: string } = {
  infantry: 'infantry', motorizedInfantry: 'motorized', motorcycle: 'motorized MC', combatEngineer: 'infantry ENG', constructionEngineer: 'infantry CON',
  flameThrower: 'infantry FT', tank: 'armour', stug: 'armour StuG', armoredCar: 'armour AC', armoredInfantry: 'mechanized', armoredEngineer: 'mechanized ENG',
  selfPropelledGun: 'artillery SP', antiTankGun: 'artillery AT', directFireArtillery: 'artillery DF', aa: 'anti-aircraft', ifArtillery: 'artillery IF',
  mortar: 'artillery MOR', rocket: 'artillery RKT', sniper: 'infantry SN', immobilizedTank: 'armour IMM', armoredTrain: 'armour TRAIN', riverFlotilla: 'unknown RF',
  mineDog: 'unknown DOGS', op: 'unknown OP', minefield: 'fortified MINES', bridge: 'unknown BRIDGE', fortification: 'fortified', leader: 'headquarters LDR',
  transport: 'motorized TRN', tankRepair: 'unknown REP', stuka: 'unknown STUKA',
};

export function counterSymbol(c: Counter): { nato: NatoType; mark?: string } {
  const [nato, mark] = NATO[c.type].split(' ') as [NatoType, string | undefined];
  return mark ? { nato, mark } : { nato };
}

/** The size mark over the symbol: a company (I), a battalion (II); none for the rest (2.22). */
export const counterSize = (c: Counter): string => (c.formation.company ? 'I' : c.formation.battalion ? 'II' : '');

/**
 * The counter's printed values, AF-DF-range-MP (2.25): a range of "4/16" for the 88mm (direct /
 * indirect), "RR" and "RF" MP for armored trains and the River Flotilla, "-" where none is printed.
 */
export function counterFactors(c: Counter): string {
  const range = c.range === null ? '-' : typeof c.range === 'number' ? String(c.range) : `${c.range.direct}/${c.range.indirect}`;
  return `${c.af}-${c.df}-${range}-${c.mp === null ? '-' : c.mp}`;
}

/** "1/42 Guards (infantry 5-5-2-8)": the counter's name, type and values, for the template and the options. */
export const counterLabel = (c: Counter): string => `${c.name} (${c.type} ${counterFactors(c)})`;

/** The top counter's back as the enemy reads it (2.22, 2.23): "13 Guards flag, scenario 1", "star, white outline". */
export function backLabel(back: Counter['back']): string {
  if (back.mark === 'navalFlag') return 'naval flag';
  const what = back.mark === 'flag' ? `${back.flag} flag` : back.mark;
  if (back.scenarioNumber !== undefined) return `${what}, scenario ${back.scenarioNumber}`;
  return 'outline' in back && back.outline ? `${what}, ${back.outline} outline` : what;
}
