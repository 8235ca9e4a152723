CREATE TABLE `favourite_games` (
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`node_id` text NOT NULL,
	`vendor_code` text NOT NULL,
	`game_type` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `game_id`)
);
--> statement-breakpoint
CREATE INDEX `favourite_games_member_idx` ON `favourite_games` (`member_id`,`created_at`);