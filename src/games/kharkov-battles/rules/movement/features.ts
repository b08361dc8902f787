/**
 * Map names the movement rules read besides the Terrain Effects Chart's rows: hex features
 * (map `features`) and hexside features (map `hexsides`) that rules name, not costs.
 */
export const CITY = 'city';
export const TOWN = 'town';
export const MAJOR_RIVER = 'major-river';
export const DNEPR_RIVER = 'dnepr-river';
