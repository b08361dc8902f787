CREATE TABLE `referee_actions` (
	`game_id` text NOT NULL,
	`seq` integer NOT NULL,
	`after_step` integer NOT NULL,
	`action` text NOT NULL,
	`by` text NOT NULL,
	`reason` text,
	`detail` text NOT NULL,
	`state_hash_before` text NOT NULL,
	`state_hash_after` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`game_id`, `seq`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `schedule_marks` (
	`game_id` text NOT NULL,
	`window_id` text NOT NULL,
	`mark` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`game_id`, `window_id`, `mark`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sweeps` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tournament_games` (
	`tournament_id` text NOT NULL,
	`game_id` text NOT NULL,
	`round` integer NOT NULL,
	`players` text NOT NULL,
	PRIMARY KEY(`tournament_id`, `game_id`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_games_game` ON `tournament_games` (`game_id`);--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`points` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `games` ADD `referee_email` text;--> statement-breakpoint
ALTER TABLE `games` ADD `absences` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `steps` ADD `seed_index` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Steps before rollbacks existed each used the seed of their own index (docs/dice.md).
UPDATE `steps` SET `seed_index` = `k`;