CREATE TABLE `bet_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`vendor_code` text NOT NULL,
	`game_type` text NOT NULL,
	`game_code` text NOT NULL,
	`round_id` text NOT NULL,
	`bet_tx_id` text NOT NULL,
	`bet_amount` integer NOT NULL,
	`valid_bet` integer NOT NULL,
	`payout` integer DEFAULT 0 NOT NULL,
	`win_loss` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`placed_at` integer NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bet_records_tx_uq` ON `bet_records` (`brand_code`,`vendor_code`,`bet_tx_id`);--> statement-breakpoint
CREATE INDEX `bet_records_member_idx` ON `bet_records` (`member_id`,`placed_at`);--> statement-breakpoint
CREATE INDEX `bet_records_brand_time_idx` ON `bet_records` (`brand_code`,`placed_at`);--> statement-breakpoint
CREATE TABLE `launch_tokens` (
	`token` text PRIMARY KEY NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`vendor_code` text NOT NULL,
	`game_code` text NOT NULL,
	`game_type` text NOT NULL,
	`node_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `launch_tokens_member_idx` ON `launch_tokens` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `vendor_credentials` (
	`brand_code` text NOT NULL,
	`vendor_code` text NOT NULL,
	`secret` text NOT NULL,
	`currency` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `vendor_code`)
);
--> statement-breakpoint
CREATE TABLE `vendor_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`vendor_code` text NOT NULL,
	`tx_id` text NOT NULL,
	`kind` text NOT NULL,
	`member_id` integer NOT NULL,
	`round_id` text NOT NULL,
	`bet_tx_id` text,
	`amount` integer NOT NULL,
	`request_hash` text NOT NULL,
	`response` text NOT NULL,
	`movement_id` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_transactions_tx_uq` ON `vendor_transactions` (`brand_code`,`vendor_code`,`tx_id`);--> statement-breakpoint
CREATE INDEX `vendor_transactions_bet_idx` ON `vendor_transactions` (`brand_code`,`vendor_code`,`bet_tx_id`);