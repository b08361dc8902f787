DROP INDEX `turn_files_window`;--> statement-breakpoint
CREATE INDEX `turn_files_live` ON `turn_files` (`game_id`,`window_id`,`superseded`,`side`);