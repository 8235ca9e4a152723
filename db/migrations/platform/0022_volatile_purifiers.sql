ALTER TABLE `brands` ADD `seeded_mode` text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE `brands` ADD `licence_text` text;--> statement-breakpoint
ALTER TABLE `brands` ADD `licence_number` text;