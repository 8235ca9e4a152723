CREATE TABLE `member_daily` (
	`member_id` integer NOT NULL,
	`day` integer NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_amount` integer DEFAULT 0 NOT NULL,
	`valid_bet` integer DEFAULT 0 NOT NULL,
	`payout` integer DEFAULT 0 NOT NULL,
	`win_loss` integer DEFAULT 0 NOT NULL,
	`deposit_count` integer DEFAULT 0 NOT NULL,
	`deposit_amount` integer DEFAULT 0 NOT NULL,
	`withdraw_count` integer DEFAULT 0 NOT NULL,
	`withdraw_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`member_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `member_daily_day_idx` ON `member_daily` (`day`);