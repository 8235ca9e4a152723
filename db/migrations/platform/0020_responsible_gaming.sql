CREATE TABLE `rg_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`action` text NOT NULL,
	`detail` text NOT NULL,
	`actor` text NOT NULL,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rg_audit_member_idx` ON `rg_audit` (`brand_code`,`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `rg_limits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`amount` integer,
	`next_amount` integer,
	`next_from` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rg_limits_member_kind_period` ON `rg_limits` (`brand_code`,`member_id`,`kind`,`period`);--> statement-breakpoint
CREATE TABLE `rg_settings` (
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`reality_check_minutes` integer,
	`exclusion_kind` text,
	`excluded_from` integer,
	`excluded_until` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `member_id`)
);
--> statement-breakpoint
CREATE INDEX `rg_settings_excluded_idx` ON `rg_settings` (`brand_code`,`excluded_until`);--> statement-breakpoint
-- The responsible-gaming audit log is append-only (issue 8): every change is a new row.
CREATE TRIGGER `rg_audit_no_update` BEFORE UPDATE ON `rg_audit` BEGIN SELECT RAISE(ABORT, 'rg_audit is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `rg_audit_no_delete` BEFORE DELETE ON `rg_audit` BEGIN SELECT RAISE(ABORT, 'rg_audit is append-only'); END;
