CREATE TABLE `sandbox_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_code` text NOT NULL,
	`round_id` text NOT NULL,
	`user` text NOT NULL,
	`game_code` text NOT NULL,
	`currency` text NOT NULL,
	`bet` integer NOT NULL,
	`payout` integer DEFAULT 0 NOT NULL,
	`outcome` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`refusal` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_rounds_round_uq` ON `sandbox_rounds` (`vendor_code`,`round_id`);--> statement-breakpoint
CREATE INDEX `sandbox_rounds_status_idx` ON `sandbox_rounds` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `sandbox_rounds_player_idx` ON `sandbox_rounds` (`vendor_code`,`user`,`game_code`,`id`);