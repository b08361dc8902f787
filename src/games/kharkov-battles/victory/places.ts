import { hexId, type HexId } from '#kernel/ids';

/** A hex the victory conditions name, as the text prints it (20.1-20.3). */
export interface NamedHex {
  readonly hex: HexId;
  readonly name: string;
}

const at = (name: string, hex: string): NamedHex => ({ name, hex: hexId(hex) });

/** KB 20.1, 20.3: the KB map's places named by the victory conditions. */
export const KB_PLACES = {
  kharkov: [at('Kharkov', '3617'), at('Kharkov', '3618')],
  dnepropetrovsk: at('Dnepropetrovsk', '1905'),
  zaporozhye: at("Zaporozh'ye", '1205'),
  stalino: at('Stalino', '1024'),
  poltava: at('Poltava', '3505'),
  valuki: at('Valuki', '3631'),
  belgorod: at('Belgorod', '4321'),
  kupyansk: at('Kupyansk', '3126'),
} as const;

/** KB 20.2: the KH map's places named by Second Kharkov's victory conditions. */
export const KH_PLACES = {
  kupyansk: at('Kupyansk', '2526'),
  izyum: at('Izyum', '1923'),
  dnepropetrovsk: at('Dnepropetrovsk', '1305'),
  kharkov: [at('Kharkov', '3017'), at('Kharkov', '3018')],
  poltava: at('Poltava', '2905'),
} as const;
