/**
 * The colours of the map reports, shared by the PDF and the SVG. Terrain colours follow
 * the usual printed-map conventions (pale open ground, green forest, brown relief, blue
 * water); counters take their nationality's colour.
 */

export interface TerrainStyle {
  fill: string;
  label: string;
}

const TERRAIN: Record<string, TerrainStyle> = {
  clear: { fill: '#f5f0dc', label: 'Clear' },
  'desert-steppe': { fill: '#ead7a0', label: 'Desert steppe' },
  forest: { fill: '#9fc48e', label: 'Forest' },
  woods: { fill: '#b5d3a2', label: 'Woods' },
  hills: { fill: '#d6bb8a', label: 'Hills' },
  mountain: { fill: '#a98463', label: 'Mountain' },
  marsh: { fill: '#b3d5c9', label: 'Marsh' },
  sea: { fill: '#9cc4e4', label: 'Sea' },
  lake: { fill: '#a7cdea', label: 'Lake' },
  reservoir: { fill: '#a7cdea', label: 'Reservoir' },
  // Streets of Stalingrad's city terrain (SoS 7.2, 8.1): the built-up blocks grey-brown, the river blue
  city: { fill: '#c9b8a6', label: 'City' },
  industrial: { fill: '#ad9f99', label: 'Industrial/fortified' },
  'strong-point': { fill: '#9c8877', label: 'Strong point' },
  suburb: { fill: '#e6d8b8', label: 'Suburb/village' },
  balka: { fill: '#cdb58c', label: 'Balka' },
  cliff: { fill: '#b89872', label: 'Cliff' },
  'tartar-wall': { fill: '#e8ddb5', label: 'Tartar Wall' },
  'hill-top': { fill: '#d6bb8a', label: 'Hill top' },
  slope: { fill: '#e3d2a8', label: 'Slope' },
  cemetery: { fill: '#cfdcc0', label: 'Cemetery' },
  volga: { fill: '#9cc4e4', label: 'Volga' },
};

const titleCase = (key: string): string => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The style of a terrain key; unknown keys get a neutral fill and their key as the label. */
export const terrainStyle = (terrain: string): TerrainStyle =>
  Object.hasOwn(TERRAIN, terrain) ? TERRAIN[terrain]! : { fill: '#e4e4e4', label: titleCase(terrain) };

export interface LineStyle {
  colour: string;
  /** Width in hex units (a hex is 1 from centre to corner). */
  width: number;
  /** Dash pattern in hex units. */
  dash?: number[];
  label: string;
  /** Drawn from hex centre to hex centre (a road or railway joining the two hexes), not along their shared side. */
  across?: boolean;
}

const HEXSIDES: Record<string, LineStyle> = {
  river: { colour: '#2f6fb3', width: 0.1, label: 'River' },
  volga: { colour: '#1d4f91', width: 0.22, label: 'Volga' },
  manych: { colour: '#2f6fb3', width: 0.12, dash: [0.18, 0.1], label: 'Manych' },
  blocked: { colour: '#4a2f1a', width: 0.2, label: 'Blocked hexside' },
  'o-ring': { colour: '#c0262d', width: 0.14, dash: [0.25, 0.12], label: 'Stalingrad O-Ring' },
  lake: { colour: '#5b8fc4', width: 0.08, label: 'Lake hexside' },
  sea: { colour: '#5b8fc4', width: 0.08, label: 'Sea hexside' },
  'minor-river': { colour: '#2f6fb3', width: 0.07, label: 'Minor river' },
  'major-river': { colour: '#2f6fb3', width: 0.14, label: 'Major river' },
  'dnepr-river': { colour: '#1d4f91', width: 0.2, label: 'Dnepr' },
  road: { colour: '#8a5a2b', width: 0.06, label: 'Road', across: true },
  'supply-road': { colour: '#b0702b', width: 0.09, dash: [0.2, 0.08], label: 'Supply road', across: true },
  railroad: { colour: '#222222', width: 0.07, dash: [0.25, 0.08], label: 'Railway', across: true },
  'rail-secondary': { colour: '#444444', width: 0.05, dash: [0.12, 0.1], label: 'Secondary railway', across: true },
  'rail-primary': { colour: '#222222', width: 0.08, dash: [0.25, 0.08], label: 'Railway', across: true },
  // Streets of Stalingrad's hexside features (SoS 8.12, Appendices A and B)
  balka: { colour: '#7a5a2e', width: 0.09, dash: [0.15, 0.08], label: 'Balka' },
  'tartar-wall': { colour: '#5a4632', width: 0.14, label: 'Tartar Wall' },
  'railroad-cut': { colour: '#4a2f1a', width: 0.1, dash: [0.1, 0.06], label: 'Railroad cut' },
  embankment: { colour: '#6b5840', width: 0.12, label: 'Embankment' },
};

/** The line of a hexside feature, or null for features the map does not draw. */
export const hexsideStyle = (feature: string): LineStyle | null => (Object.hasOwn(HEXSIDES, feature) ? HEXSIDES[feature]! : null);

/** The order in which hexside features are drawn (later on top). */
export const HEXSIDE_ORDER = ['lake', 'sea', 'river', 'minor-river', 'major-river', 'dnepr-river', 'manych', 'volga', 'balka', 'railroad-cut', 'embankment', 'tartar-wall', 'blocked', 'o-ring', 'road', 'supply-road', 'rail-secondary', 'rail-primary', 'railroad'];

export interface CounterColours {
  fill: string;
  ink: string;
  label: string;
}

const NATIONALITY: Record<string, CounterColours> = {
  german: { fill: '#aab8bd', ink: '#111111', label: 'German' },
  slovak: { fill: '#b8d2e8', ink: '#111111', label: 'Slovak' },
  hungarian: { fill: '#a9c48f', ink: '#111111', label: 'Hungarian' },
  italian: { fill: '#7fb98c', ink: '#111111', label: 'Italian' },
  romanian: { fill: '#e2d27a', ink: '#111111', label: 'Romanian' },
  soviet: { fill: '#b8392e', ink: '#ffffff', label: 'Soviet' },
};

/** A counter's colours by its colour key (nationality); unknown keys get a neutral grey. */
export const counterColours = (key: string): CounterColours =>
  Object.hasOwn(NATIONALITY, key) ? NATIONALITY[key]! : { fill: '#d0d0d0', ink: '#111111', label: titleCase(key) };

/** Arrow colours: each side's movement in its own ink; combat in red. */
export const ARROWS = {
  attack: '#c0262d',
  retreat: '#6b3fa0',
  advance: '#1f7a3a',
} as const;

/** A side's colour for trails and control markers. */
export const sideColour = (side: string): string => (side === 'soviet' ? '#a3281f' : side === 'german' ? '#37474f' : '#555555');

export const INK = '#1a1a1a';
export const GRID_LINE = '#7a7a6e';
export const LABEL_INK = '#55554a';
export const PLACE_INK = '#1a1a1a';
export const VP_COLOUR = '#c0262d';
export const SHEET_EDGE = '#3d3d3d';
