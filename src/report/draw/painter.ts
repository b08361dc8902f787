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

export interface Painter {
  polygon(points: readonly Point[], fill?: Fill, stroke?: Stroke): void;
  polyline(points: readonly Point[], stroke: Stroke): void;
  circle(center: Point, radius: number, fill?: Fill, stroke?: Stroke): void;
  rect(box: Box, fill?: Fill, stroke?: Stroke, radius?: number): void;
  /** One line of text; `at` is on its baseline. */
  text(text: string, at: Point, style: TextStyle): void;
  /** Draws `body` clipped to `box`. */
  clipped(box: Box, body: () => void): void;
}
