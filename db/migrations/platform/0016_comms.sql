CREATE TABLE `feedbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer,
	`sender` text NOT NULL,
	`type` integer NOT NULL,
	`content` text NOT NULL,
	`ip` text NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL,
	`handled_at` integer,
	`handled_note` text
);
--> statement-breakpoint
CREATE INDEX `feedbacks_open_idx` ON `feedbacks` (`brand_code`,`handled_at`,`id`);--> statement-breakpoint
ALTER TABLE `announcements` ADD `retired_at` integer;