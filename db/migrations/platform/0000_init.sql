CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`execution` text DEFAULT 'B' NOT NULL,
	`images` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `announcements_kind_idx` ON `announcements` (`brand_code`,`kind`,`sequence`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`group_name` text NOT NULL,
	`game_type` text,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`linkage_type` text NOT NULL,
	`linkage` text,
	`sequence` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `banners_group_idx` ON `banners` (`brand_code`,`group_name`);--> statement-breakpoint
CREATE TABLE `brands` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`currency` text NOT NULL,
	`currency_symbol` text NOT NULL,
	`default_language` text DEFAULT 'en' NOT NULL,
	`main_domain` text NOT NULL,
	`gtag_id` text,
	`maintenance` integer DEFAULT 0 NOT NULL,
	`maintenance_end` integer,
	`region_restriction` integer DEFAULT 0 NOT NULL,
	`image_cdns` text NOT NULL,
	`launch_game_cdns` text NOT NULL,
	`content_version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `customer_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`cs_position` integer NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`path` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `domain_routes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`domain` text NOT NULL,
	`site` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `games` (
	`game_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`node_id` text NOT NULL,
	`vendor_code` text NOT NULL,
	`game_code` text NOT NULL,
	`game_name` text NOT NULL,
	`search_name` text NOT NULL,
	`display_name` text NOT NULL,
	`game_type` text NOT NULL,
	`classification` text NOT NULL,
	`is_game` text DEFAULT 'GAME' NOT NULL,
	`is_hot` integer DEFAULT 0 NOT NULL,
	`hot_rank` integer,
	`is_new` integer DEFAULT 0 NOT NULL,
	`min_bet` integer NOT NULL,
	`line_num` integer DEFAULT 0 NOT NULL,
	`icon_url` text NOT NULL,
	`lager_icon` text NOT NULL,
	`sequence` integer NOT NULL,
	`catalogued` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_vendor_code_type_uq` ON `games` (`vendor_code`,`game_code`,`game_type`);--> statement-breakpoint
CREATE INDEX `games_type_seq_idx` ON `games` (`game_type`,`sequence`);--> statement-breakpoint
CREATE INDEX `games_type_vendor_seq_idx` ON `games` (`game_type`,`vendor_code`,`sequence`);--> statement-breakpoint
CREATE INDEX `games_hot_idx` ON `games` (`is_hot`,`hot_rank`);--> statement-breakpoint
CREATE TABLE `help_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`anchor` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `region_blocks` (
	`brand_code` text NOT NULL,
	`ip_prefix` text NOT NULL,
	PRIMARY KEY(`brand_code`, `ip_prefix`)
);
--> statement-breakpoint
CREATE TABLE `resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`resource_type` text NOT NULL,
	`url` text NOT NULL,
	`label` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vendor_lanes` (
	`brand_code` text NOT NULL,
	`vendor_code` text NOT NULL,
	`game_type` text NOT NULL,
	`is_game` text DEFAULT 'GAME' NOT NULL,
	`sequence` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `vendor_code`, `game_type`)
);
--> statement-breakpoint
CREATE TABLE `vendors` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`maintenance` integer DEFAULT 0 NOT NULL,
	`adapter` text DEFAULT 'SANDBOX' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `whitelabel_modules` (
	`brand_code` text NOT NULL,
	`mod_id` text NOT NULL,
	`parent_mod_id` text,
	`enabled` integer DEFAULT 1 NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`brand_code`, `mod_id`)
);
--> statement-breakpoint
CREATE TABLE `winners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`player` text NOT NULL,
	`game_name` text NOT NULL,
	`game_type` text NOT NULL,
	`prize` text NOT NULL,
	`win_amount` integer NOT NULL,
	`won_at` integer NOT NULL
);
