import type { Issue } from '#kernel/engine/issues';
import type { PositionMap } from './positions';

/** A turn file's text read into plain JSON data, before any schema. */
export type ReadResult =
  | {
      ok: true;
      value: unknown;
      positions: PositionMap;
      /**
       * Plain YAML scalars written as bare digits (`hex: 2725`) that YAML reads as numbers,
       * by path key, with their text. Where a schema wants a string there, the text is used.
       */
      digitText: Map<string, string>;
    }
  | { ok: false; issues: Issue[] };

/** Nesting beyond this is refused: no turn file needs it, and it guards the stack. */
export const MAX_DEPTH = 64;
/** Values built from one file (after YAML alias expansion) beyond this are refused. */
export const MAX_NODES = 100_000;

