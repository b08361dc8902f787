CREATE TABLE `inbound_mail` (
	`message_id` text PRIMARY KEY NOT NULL,
	`received_at` text NOT NULL,
	`from` text,
	`subject` text NOT NULL,
	`game_id` text,
	`side` text,
	`outcome` text NOT NULL,
	`code` text NOT NULL,
	`file_hash` text,
	`size` integer NOT NULL,
	`raw_hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inbound_mail_game` ON `inbound_mail` (`game_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`game_id` text,
	`side` text,
	`kind` text NOT NULL,
	`to` text NOT NULL,
	`cc` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`headers` text NOT NULL,
	`attachments` text NOT NULL,
	`secret` text,
	`status` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_attempt_at` text NOT NULL,
	`claimed_until` text,
	`last_error` text,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_message_id` ON `outbox` (`message_id`);--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_game` ON `outbox` (`game_id`,`side`,`kind`);