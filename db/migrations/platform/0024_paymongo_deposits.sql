CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`provider_ref` text,
	`deposit_id` integer,
	`outcome` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_event_uq` ON `payment_events` (`brand_code`,`provider`,`event_id`);--> statement-breakpoint
ALTER TABLE `deposit_requests` ADD `provider_ref` text;--> statement-breakpoint
ALTER TABLE `deposit_requests` ADD `checkout_url` text;--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_requests_provider_ref_uq` ON `deposit_requests` (`provider`,`provider_ref`);