CREATE TABLE `referral_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`referrer_id` integer NOT NULL,
	`period_key` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`basis` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`cap` integer,
	`friends` integer NOT NULL,
	`basis_amount` integer NOT NULL,
	`amount` integer NOT NULL,
	`movement_id` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_payments_period_uq` ON `referral_payments` (`brand_code`,`referrer_id`,`period_key`);--> statement-breakpoint
CREATE INDEX `referral_payments_referrer_idx` ON `referral_payments` (`referrer_id`,`period_end`);--> statement-breakpoint
CREATE TABLE `referral_rules` (
	`brand_code` text PRIMARY KEY NOT NULL,
	`basis` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`cap` integer,
	`period` text NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	`since` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `referral_settlement_runs` (
	`brand_code` text NOT NULL,
	`period_key` text NOT NULL,
	`period_end` integer NOT NULL,
	`referrers` integer NOT NULL,
	`paid` integer NOT NULL,
	`finished_at` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `period_key`)
);
