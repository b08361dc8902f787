import type { Issue } from '#kernel/engine/issues';
import type { OutboxAttachment, OutboxKind } from '#db/schema';
import type { Receipt, StepRecord } from '../types';
import type { ReceivedMail } from './types';

/**
 * The port through which the service writes mail (implemented in src/mail/outbound).
 * The service decides who gets what and when; the composer renders it from templates.
 * Composing is pure: the rows are committed with the change they report.
 */
export interface MailComposer {
  gameStart(input: GameStartInput): OutgoingMail;
  receipt(input: ReceiptInput): OutgoingMail;
  rejection(input: RejectionInput): OutgoingMail;
  results(input: ResultsInput): OutgoingMail;
  /** Before a deadline, to a side that has not sent its final file (docs/deadlines.md). */
  reminder(input: ReminderInput): OutgoingMail;
  /** To the referee: a game waits, was handed over, or was paused after an outage. */
  refereeNotice(input: RefereeNoticeInput): OutgoingMail;
  /** A tournament's standings after a round (docs/tournaments.md). */
  standings?(input: StandingsInput): OutgoingMail;
}

/** A mail ready for the outbox. `messageId` has no angle brackets and is fixed for good. */
export interface OutgoingMail {
  kind: OutboxKind;
  messageId: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
  /** Substituted for SECRET_PLACEHOLDER in the body when sending; never stored after. */
  secret?: string;
}

/** Stands in the stored body for the token of a game-start mail until it is sent. */
export const SECRET_PLACEHOLDER = '[[umpire:secret]]';

export interface GameFacts {
  id: string;
  title: string;
  scenarioName: string;
  diceCommitment: string;
  gameSaltHash: string;
  headline: string;
}

/** The window a side is asked about next, with its turn-file template when it waits for that side. */
export interface NextWindow {
  id: string;
  description: string;
  waitingFor: string[];
  deadline: string | null;
  /** A ready-to-edit turn file for the addressee, when the window waits for it. */
  template?: string;
}

export interface GameStartInput {
  game: GameFacts;
  side: string;
  email: string;
  /** The side's token: the composer writes SECRET_PLACEHOLDER in the body and returns it as `secret`. */
  token: string;
  sides: string[];
  /**
   * The steps that closed the server windows the game was created at (Kharkov Battles'
   * opening: the set-up's rolls), each as this side may see it; [] when there were none.
   */
  opening: StepRecord[];
  next: NextWindow | null;
}

export interface ReceiptInput {
  mail: ReceivedMail;
  /** Where the receipt goes: the sender when it belongs to the game (answerAddress), else the side's registered address. */
  to: string;
  /** Whether `to` is the sender answered (threaded to its mail), or the side told of a file an address outside the game sent (threaded to the side's own conversation only). */
  answersSender: boolean;
  receipt: Receipt;
  /** The file as accepted (canonical JSON without auth, parsed). */
  file: { orders: unknown[]; standing?: unknown; entropy?: string };
  /** The side's registered address, copied when it is not `to`. */
  sideEmail: string | null;
  /** The side's game-start Message-ID, the root of its thread. */
  thread: string | null;
}

export interface RejectionInput {
  mail: ReceivedMail;
  /** Where the rejection goes: an address of the game's own people (answerAddress), never a stranger's. */
  to: string;
  gameId: string | null;
  status: number;
  code: string;
  message: string;
  errors: Issue[];
  thread: string | null;
}

export interface ResultsInput {
  game: GameFacts & { status: 'active' | 'paused' | 'ended'; outcome: { winner?: string; reason?: string } | null };
  side: string;
  email: string;
  /** The step as this side may see it. */
  step: StepRecord;
  /** s_{k-1}: the commitment for step 1, else the previous step's seed (what SHA-256(seed) must equal). */
  previousSeed: string;
  /** The head of the log chain of this side's copy after the step (docs/storage.md "Anchors"). */
  logHead: string;
  next: NextWindow | null;
  thread: string | null;
}


export interface StandingsInput {
  tournament: { id: string; name: string };
  round: number;
  /** The participant addressed and their address. */
  name: string;
  email: string;
  /** The standings table as text (standings-text.ts). */
  table: string;
  /** One line per game of the round with its result. */
  results: string[];
  /** The scoring in words, e.g. "win 3, draw 1, loss 0". */
  points: string;
}

export interface ReminderInput {
  game: GameFacts;
  side: string;
  email: string;
  window: { id: string; description: string };
  deadline: string;
  /** Hours left when the reminder is due (its offset). */
  hoursBefore: number;
  /** Whether the side has a draft in (it counts if nothing else comes). */
  hasDraft: boolean;
  /** What happens at the deadline when the file is missing, in words. */
  policy: string;
  thread: string | null;
  /** Unique per reminder (window, deadline, offset): part of the Message-ID. */
  key: string;
}

export type RefereeNoticeKind = 'waiting' | 'missed-orders' | 'outage';

export interface RefereeNoticeInput {
  game: GameFacts;
  email: string;
  kind: RefereeNoticeKind;
  window: string;
  deadline: string;
  /** Sides the window still waits for. */
  missing: string[];
  /** When the sweep before this one ran (outage notices). */
  lastSweep: string | null;
  at: string;
  /** Unique per notice (window, deadline, kind): part of the Message-ID. */
  key: string;
}
