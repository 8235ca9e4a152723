CREATE TABLE `game_images` (
	`vendor_code` text NOT NULL,
	`game_code` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`source_url` text NOT NULL,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`vendor_code`, `game_code`)
);
--> statement-breakpoint
ALTER TABLE `games` ADD `enabled` integer DEFAULT 1 NOT NULL;