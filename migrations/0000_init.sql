CREATE TABLE `events` (
	`game_id` text NOT NULL,
	`seq` integer NOT NULL,
	`step` integer NOT NULL,
	`event` text NOT NULL,
	PRIMARY KEY(`game_id`, `seq`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `events_step` ON `events` (`game_id`,`step`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`scenario` text NOT NULL,
	`options` text NOT NULL,
	`engine_version` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`dice_secret` text NOT NULL,
	`game_salt` text NOT NULL,
	`dice_commitment` text NOT NULL,
	`game_salt_hash` text NOT NULL,
	`referee_token_hash` text NOT NULL,
	`state` text NOT NULL,
	`state_hash` text NOT NULL,
	`headline` text NOT NULL,
	`last_step` integer NOT NULL,
	`last_event_seq` integer NOT NULL,
	`window_id` text,
	`window` text,
	`window_opened_at` text,
	`deadline` text,
	`version` integer NOT NULL,
	`outcome` text
);
--> statement-breakpoint
CREATE INDEX `games_status_deadline` ON `games` (`status`,`deadline`);--> statement-breakpoint
CREATE TABLE `players` (
	`game_id` text NOT NULL,
	`side` text NOT NULL,
	`email` text,
	`token_hash` text NOT NULL,
	`signing_key` text NOT NULL,
	PRIMARY KEY(`game_id`, `side`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `players_token` ON `players` (`game_id`,`token_hash`);--> statement-breakpoint
CREATE TABLE `snapshots` (
	`game_id` text NOT NULL,
	`step` integer NOT NULL,
	`state` text NOT NULL,
	`state_hash` text NOT NULL,
	PRIMARY KEY(`game_id`, `step`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `steps` (
	`game_id` text NOT NULL,
	`k` integer NOT NULL,
	`window_id` text NOT NULL,
	`state_hash_before` text NOT NULL,
	`state_hash_after` text NOT NULL,
	`ctx` text NOT NULL,
	`seed` text NOT NULL,
	`submissions` text NOT NULL,
	`transcript` text NOT NULL,
	`full_transcript` text NOT NULL,
	`closed_by` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`game_id`, `k`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `turn_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` text NOT NULL,
	`side` text NOT NULL,
	`window_id` text NOT NULL,
	`version` integer NOT NULL,
	`file_hash` text NOT NULL,
	`canonical` text NOT NULL,
	`raw` text NOT NULL,
	`final` integer NOT NULL,
	`channel` text NOT NULL,
	`received_at` text NOT NULL,
	`superseded` integer NOT NULL,
	`receipt` text NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `turn_files_version` ON `turn_files` (`game_id`,`side`,`window_id`,`version`);--> statement-breakpoint
CREATE INDEX `turn_files_window` ON `turn_files` (`game_id`,`window_id`);--> statement-breakpoint
CREATE INDEX `turn_files_hash` ON `turn_files` (`game_id`,`file_hash`);