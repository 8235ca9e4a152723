CREATE TABLE `member_identities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`email` text,
	`linked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_identities_subject_uq` ON `member_identities` (`brand_code`,`provider`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `member_identities_member_provider_uq` ON `member_identities` (`member_id`,`provider`);--> statement-breakpoint
CREATE INDEX `member_identities_member_idx` ON `member_identities` (`member_id`);--> statement-breakpoint
ALTER TABLE `members` ADD `password_set` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `withdrawal_id` integer;--> statement-breakpoint
ALTER TABLE `withdrawal_requests` ADD `payout_provider` text;--> statement-breakpoint
ALTER TABLE `withdrawal_requests` ADD `provider_ref` text;--> statement-breakpoint
ALTER TABLE `withdrawal_requests` ADD `payout_sent_at` integer;--> statement-breakpoint
ALTER TABLE `withdrawal_requests` ADD `payout_error` text;--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawal_requests_provider_ref_uq` ON `withdrawal_requests` (`payout_provider`,`provider_ref`);