CREATE TABLE `mission_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`mission_id` integer NOT NULL,
	`day` integer NOT NULL,
	`amount` integer NOT NULL,
	`movement_id` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mission_claims_uq` ON `mission_claims` (`member_id`,`mission_id`,`day`);--> statement-breakpoint
CREATE TABLE `missions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`target` integer NOT NULL,
	`reward` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `missions_code_uq` ON `missions` (`brand_code`,`code`);--> statement-breakpoint
CREATE TABLE `point_accounts` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`brand_code` text NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`carry` integer DEFAULT 0 NOT NULL,
	`valid_bet_total` integer DEFAULT 0 NOT NULL,
	`earned_total` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `point_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`points` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`reference` text NOT NULL,
	`request_key` text,
	`remark` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `point_entries_member_idx` ON `point_entries` (`member_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `point_entries_key_uq` ON `point_entries` (`brand_code`,`member_id`,`request_key`);--> statement-breakpoint
CREATE TABLE `point_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`reward_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`points` integer NOT NULL,
	`points_requirement` integer NOT NULL,
	`amount_requirement` integer NOT NULL,
	`status` text NOT NULL,
	`request_key` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	`decided_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `point_redemptions_key_uq` ON `point_redemptions` (`brand_code`,`member_id`,`request_key`);--> statement-breakpoint
CREATE INDEX `point_redemptions_member_idx` ON `point_redemptions` (`member_id`,`id`);--> statement-breakpoint
CREATE INDEX `point_redemptions_status_idx` ON `point_redemptions` (`brand_code`,`status`,`id`);--> statement-breakpoint
CREATE TABLE `point_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`code` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`points` integer NOT NULL,
	`amount_requirement` integer DEFAULT 0 NOT NULL,
	`stock` integer,
	`art` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `point_rewards_code_uq` ON `point_rewards` (`brand_code`,`code`);--> statement-breakpoint
CREATE TABLE `point_settings` (
	`brand_code` text PRIMARY KEY NOT NULL,
	`valid_bet_per_point` integer NOT NULL,
	`convert_minor_per_point` integer NOT NULL,
	`convert_min_points` integer NOT NULL,
	`updated_at` integer NOT NULL
);
