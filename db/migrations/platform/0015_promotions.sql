CREATE TABLE `manual_rebate_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`request_key` text NOT NULL,
	`from_time` integer NOT NULL,
	`to_time` integer NOT NULL,
	`valid_bet` integer NOT NULL,
	`amount` integer NOT NULL,
	`detail` text NOT NULL,
	`movement_id` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manual_rebate_claims_key_uq` ON `manual_rebate_claims` (`brand_code`,`member_id`,`request_key`);--> statement-breakpoint
CREATE INDEX `manual_rebate_claims_member_idx` ON `manual_rebate_claims` (`member_id`,`id`);--> statement-breakpoint
CREATE TABLE `promotion_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`promotion_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`status` text NOT NULL,
	`comment` text,
	`note` text,
	`amount` integer,
	`movement_id` integer,
	`created_at` integer NOT NULL,
	`decided_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_entries_member_uq` ON `promotion_entries` (`promotion_id`,`member_id`);--> statement-breakpoint
CREATE INDEX `promotion_entries_status_idx` ON `promotion_entries` (`brand_code`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `promotion_entries_member_idx` ON `promotion_entries` (`member_id`);--> statement-breakpoint
CREATE TABLE `promotion_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_images_entry_uq` ON `promotion_images` (`entry_id`,`seq`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`tags` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`terms` text NOT NULL,
	`config` text NOT NULL,
	`theme` integer DEFAULT 0 NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_code_uq` ON `promotions` (`brand_code`,`code`);--> statement-breakpoint
CREATE TABLE `rebate_rates` (
	`brand_code` text NOT NULL,
	`game_type` text NOT NULL,
	`rate_bp` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `game_type`)
);
--> statement-breakpoint
CREATE TABLE `rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`promotion_id` integer,
	`source` text NOT NULL,
	`source_key` text NOT NULL,
	`amount` integer NOT NULL,
	`turnover_required` integer DEFAULT 0 NOT NULL,
	`detail` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`claimed_at` integer,
	`movement_id` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rewards_source_uq` ON `rewards` (`brand_code`,`source_key`);--> statement-breakpoint
CREATE INDEX `rewards_member_idx` ON `rewards` (`member_id`,`status`,`id`);