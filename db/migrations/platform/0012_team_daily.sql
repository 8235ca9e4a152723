CREATE TABLE `member_ancestors` (
	`ancestor_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`depth` integer NOT NULL,
	PRIMARY KEY(`ancestor_id`, `member_id`)
);
--> statement-breakpoint
CREATE INDEX `member_ancestors_member_idx` ON `member_ancestors` (`member_id`);--> statement-breakpoint
CREATE TABLE `team_daily` (
	`agent_id` integer NOT NULL,
	`day` integer NOT NULL,
	`active_members` integer DEFAULT 0 NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_amount` integer DEFAULT 0 NOT NULL,
	`valid_bet` integer DEFAULT 0 NOT NULL,
	`payout` integer DEFAULT 0 NOT NULL,
	`win_loss` integer DEFAULT 0 NOT NULL,
	`deposit_count` integer DEFAULT 0 NOT NULL,
	`deposit_amount` integer DEFAULT 0 NOT NULL,
	`withdraw_count` integer DEFAULT 0 NOT NULL,
	`withdraw_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`agent_id`, `day`)
);
