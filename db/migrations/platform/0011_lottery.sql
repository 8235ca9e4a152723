CREATE TABLE `lottery_draws` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`vendor_code` text NOT NULL,
	`game_code` text NOT NULL,
	`slot` integer NOT NULL,
	`numero` text NOT NULL,
	`open_at` integer NOT NULL,
	`close_at` integer NOT NULL,
	`draw_at` integer NOT NULL,
	`numbers` text NOT NULL,
	`salt` text NOT NULL,
	`commitment` text NOT NULL,
	`status` text NOT NULL,
	`drawn_at` integer,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_draws_slot_uq` ON `lottery_draws` (`brand_code`,`game_code`,`slot`);--> statement-breakpoint
CREATE INDEX `lottery_draws_game_idx` ON `lottery_draws` (`brand_code`,`game_code`,`draw_at`);--> statement-breakpoint
CREATE INDEX `lottery_draws_due_idx` ON `lottery_draws` (`status`,`draw_at`);--> statement-breakpoint
CREATE INDEX `lottery_draws_unsettled_idx` ON `lottery_draws` (`status`) WHERE status = 'DRAWN' AND settled_at IS NULL;--> statement-breakpoint
CREATE TABLE `lottery_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`vendor_code` text NOT NULL,
	`game_code` text NOT NULL,
	`draw_id` integer NOT NULL,
	`lines` text NOT NULL,
	`amount` integer NOT NULL,
	`payout` integer DEFAULT 0 NOT NULL,
	`line_payouts` text,
	`state` text NOT NULL,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`draw_id`) REFERENCES `lottery_draws`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lottery_tickets_draw_idx` ON `lottery_tickets` (`draw_id`,`state`);--> statement-breakpoint
CREATE INDEX `lottery_tickets_member_idx` ON `lottery_tickets` (`brand_code`,`member_id`,`id`);