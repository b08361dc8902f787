import type { Box, Point } from '../scene/types';

/**
 * The few drawing operations the map needs, in page points (x right, y down). The PDF
 * renderer implements them over pdfkit and the SVG renderer as SVG elements, so every
 * map picture is drawn once, by the same code, for both formats.
 */
export interface Stroke {
  colour: string;
  width: number;
  dash?: number[];
  cap?: 'butt' | 'round';
  opacity?: number;
}

export interface Fill {
  colour: string;
  opacity?: number;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: string;
  /** Where `at` is along the text: its start (default), middle or end. */
  anchor?: 'start' | 'middle' | 'end';
}

/** One line of text at a point on its baseline. */
export interface PlacedText {
  text: string;
  at: Point;
}

export interface Painter {
  polygon(points: readonly Point[], fill?: Fill, stroke?: Stroke): void;
  polyline(points: readonly Point[], stroke: Stroke): void;
  circle(center: Point, radius: number, fill?: Fill, stroke?: Stroke): void;
  rect(box: Box, fill?: Fill, stroke?: Stroke, radius?: number): void;
  /** One line of text; `at` is on its baseline. */
  text(text: string, at: Point, style: TextStyle): void;
  /**
   * Many shapes or texts in one style at once, drawn in the order given: the map's hexes,
   * hexside lines and hex labels come by the thousand, and one SVG element (or one PDF path)
   * per style is lighter to send, parse and draw than one per hex. Closed polygons for
   * `polygons`; `kind` names what a group of texts is (the SVG group's class: the game page
   * resizes the `hex-labels` as it zooms).
   */
  polygons(list: readonly (readonly Point[])[], fill?: Fill, stroke?: Stroke): void;
  polylines(list: readonly (readonly Point[])[], stroke: Stroke): void;
  texts(items: readonly PlacedText[], style: TextStyle, kind?: string): void;
  /** Draws `body` clipped to `box`. */
  clipped(box: Box, body: () => void): void;
}
