/**
 * The largest mail the intake reads whole (UMPIRE_MAIL_MAX_BYTES): 2 MiB. A turn file is
 * at most 256 KiB (about 350 KiB base64-encoded), which leaves room for a signature
 * image or two; a larger mail is answered with a rejection after reading only its headers.
 */
export const DEFAULT_MAX_MAIL_BYTES = 2 * 1024 * 1024;
