CREATE TABLE `fair_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`round_id` text NOT NULL,
	`game_code` text NOT NULL,
	`engine` text NOT NULL,
	`seed_pair_id` integer NOT NULL,
	`client_seed` text NOT NULL,
	`nonce` integer NOT NULL,
	`params` text NOT NULL,
	`outcome` text NOT NULL,
	`bet` integer NOT NULL,
	`payout` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fair_rounds_round_uq` ON `fair_rounds` (`brand_code`,`round_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `fair_rounds_nonce_uq` ON `fair_rounds` (`seed_pair_id`,`nonce`) WHERE status <> 'VOID';--> statement-breakpoint
CREATE INDEX `fair_rounds_member_idx` ON `fair_rounds` (`member_id`,`id`);--> statement-breakpoint
CREATE INDEX `fair_rounds_status_idx` ON `fair_rounds` (`member_id`,`status`);--> statement-breakpoint
CREATE TABLE `fair_seed_pairs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`server_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`client_seed` text NOT NULL,
	`next_nonce` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`revealed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fair_seed_pairs_active_uq` ON `fair_seed_pairs` (`brand_code`,`member_id`) WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX `fair_seed_pairs_member_idx` ON `fair_seed_pairs` (`member_id`,`id`);