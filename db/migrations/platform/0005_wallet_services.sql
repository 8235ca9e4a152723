CREATE TABLE `payment_password_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_password_failures_member_idx` ON `payment_password_failures` (`member_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `deposit_requests` ADD `result` text;