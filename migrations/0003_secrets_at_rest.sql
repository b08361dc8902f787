ALTER TABLE `outbox` ADD `secret_expires_at` text;--> statement-breakpoint
-- A token already waiting in an unsent mail expires 72 hours after the mail was queued
-- (UNSENT_SECRET_HOURS); the sweep erases it then. Clear signing keys are sealed by the
-- first sweep after this migration, which has the server's secret key (docs/security.md).
UPDATE `outbox` SET `secret_expires_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+72 hours') WHERE `secret` IS NOT NULL;
