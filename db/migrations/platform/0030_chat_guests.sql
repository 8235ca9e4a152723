CREATE TABLE `chat_guest_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`guest_id` integer NOT NULL,
	`sender` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`guest_id`) REFERENCES `chat_guests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `chat_guest_messages_guest_idx` ON `chat_guest_messages` (`guest_id`,`id`);--> statement-breakpoint
CREATE TABLE `chat_guests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`name` text NOT NULL,
	`contact` text NOT NULL,
	`contact_kind` text NOT NULL,
	`ip` text NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_guests_brand_idx` ON `chat_guests` (`brand_code`,`created_at`);