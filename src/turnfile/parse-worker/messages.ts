import type { ParsedTurnFile } from '../parse';

/** What the server asks a parse worker: read `text` for the title `title`. */
export interface ParseRequest {
  id: number;
  text: string;
  title: string;
  maxBytes: number;
}

/** The worker's answer; `unknownTitle` when the worker does not have that title; `ready` once, when it has loaded. */
export type ParseReply = { id: number; parsed: ParsedTurnFile } | { id: number; unknownTitle: true } | { ready: true };
