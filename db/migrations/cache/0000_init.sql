CREATE TABLE `cache_entries` (
	`brand_code` text NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`version` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `key`)
);
