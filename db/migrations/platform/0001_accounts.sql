CREATE TABLE `account_settings` (
	`brand_code` text PRIMARY KEY NOT NULL,
	`default_password` text NOT NULL,
	`password_expiry_days` integer DEFAULT 90 NOT NULL,
	`session_idle_minutes` integer DEFAULT 120 NOT NULL,
	`session_max_hours` integer DEFAULT 24 NOT NULL,
	`sms_code_minutes` integer DEFAULT 5 NOT NULL,
	`register_fields` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `captchas` (
	`id` text PRIMARY KEY NOT NULL,
	`answer` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE TABLE `member_ips` (
	`member_id` integer NOT NULL,
	`ip` text NOT NULL,
	`first_seen_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `ip`)
);
--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`account` text NOT NULL,
	`nickname` text NOT NULL,
	`type` integer DEFAULT 0 NOT NULL,
	`password_hash` text NOT NULL,
	`payment_password_hash` text,
	`mobile` text,
	`country_dialing_code` text,
	`email` text,
	`payee_name` text,
	`id_number` text,
	`birthday` text,
	`nationality` text,
	`occupation` text,
	`source_of_income` text,
	`address` text,
	`contacts` text NOT NULL,
	`upline_id` integer,
	`affiliate_code` text,
	`register_method` text DEFAULT 'WEB' NOT NULL,
	`register_url` text,
	`avatar` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`first_login_at` integer,
	`password_changed_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_account_uq` ON `members` (`brand_code`,`account`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_mobile_uq` ON `members` (`brand_code`,`mobile`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_affiliate_uq` ON `members` (`brand_code`,`affiliate_code`);--> statement-breakpoint
CREATE INDEX `members_upline_idx` ON `members` (`upline_id`);--> statement-breakpoint
CREATE TABLE `server_keys` (
	`kid` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`secret` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`brand_code` text NOT NULL,
	`login_type` text NOT NULL,
	`ip` text NOT NULL,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `sessions_member_idx` ON `sessions` (`member_id`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`to` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `used_jwt_ids` (
	`jti` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`purpose` text NOT NULL,
	`target` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `verification_codes_target_idx` ON `verification_codes` (`brand_code`,`target`,`purpose`,`created_at`);