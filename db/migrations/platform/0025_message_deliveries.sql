CREATE TABLE `message_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`channel` text NOT NULL,
	`provider` text NOT NULL,
	`to` text NOT NULL,
	`purpose` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer NOT NULL,
	`error` text,
	`provider_ref` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `message_deliveries_brand_idx` ON `message_deliveries` (`brand_code`,`channel`,`status`,`created_at`);