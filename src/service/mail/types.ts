import type { Issue } from '#kernel/engine/issues';

/**
 * An inbound mail as the mail channel hands it to the service (docs/mail.md): already
 * parsed, classified and with its turn file extracted. Built from the raw message by
 * src/mail/inbound (which also runs on Workers).
 */
export interface ReceivedMail {
  /** Dedupe key: the Message-ID without angle brackets, or "sha256:<raw hash>" when the mail has none. */
  messageId: string;
  /** Whether `messageId` is the mail's own Message-ID (and so may be answered with In-Reply-To). */
  hasMessageId: boolean;
  /** The sender's address (From), lower-cased; null when the mail names none. */
  from: string | null;
  /** Where a reply goes: the first Reply-To address, else From; null = never answered. */
  replyTo: string | null;
  subject: string;
  /** The mail's References (oldest first), for the threading headers of the reply. */
  references: string[];
  /** Size of the raw message in bytes. */
  size: number;
  /** SHA-256 of the raw message, hex. */
  rawHash: string;
  /** The game id the subject carries, else the one the turn file names; null when neither does. */
  gameId: string | null;
  content: ReceivedContent;
}

export type ReceivedContent =
  /** A turn file, from an attachment or the body. `notes` tell the sender what was skipped. */
  | { kind: 'turn-file'; text: string; source: 'attachment' | 'body'; filename?: string; notes: string[] }
  /** Never answered (auto-replies, bounces, mailing lists, our own mail): recorded and filed. */
  | { kind: 'ignore'; reason: string; detail: string }
  /** Answered with a rejection before any game is touched (too large, no turn file, a zip…). */
  | { kind: 'reject'; status: 413 | 422; code: string; message: string; errors: Issue[] };

/** What became of one inbound mail. */
export interface MailOutcome {
  outcome: 'accepted' | 'duplicate' | 'rejected' | 'ignored' | 'already-processed';
  /** "accepted", the refusal code, or the ignore reason. */
  code: string;
  game: string | null;
  side: string | null;
}

/** The mail channel's use case (alongside UmpireService and DeadlineSweep). */
export interface MailIntake {
  /**
   * Deals with one inbound mail exactly once: a Message-ID already recorded returns
   * `already-processed` and changes nothing; otherwise the result (accepted file, refusal
   * or ignore) is committed together with its record and its replies.
   */
  receiveMail(mail: ReceivedMail): Promise<MailOutcome>;
}
