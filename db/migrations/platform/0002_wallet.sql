CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `member_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	`read_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `member_messages_member_idx` ON `member_messages` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `deposit_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`method_code` text NOT NULL,
	`provider` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`request_key` text NOT NULL,
	`payer_reference` text,
	`movement_id` integer,
	`note` text,
	`created_at` integer NOT NULL,
	`decided_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_requests_key_uq` ON `deposit_requests` (`brand_code`,`member_id`,`request_key`);--> statement-breakpoint
CREATE INDEX `deposit_requests_status_idx` ON `deposit_requests` (`brand_code`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`movement_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`movement_id`) REFERENCES `ledger_movements`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `wallet_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_account_idx` ON `ledger_entries` (`account_id`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_member_idx` ON `ledger_entries` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_movement_idx` ON `ledger_entries` (`movement_id`);--> statement-breakpoint
CREATE TABLE `ledger_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	`kind` text NOT NULL,
	`member_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`reference` text,
	`result` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_movements_key_uq` ON `ledger_movements` (`brand_code`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_movements_member_idx` ON `ledger_movements` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `member_bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`payee_name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_bank_accounts_uq` ON `member_bank_accounts` (`member_id`,`account_number`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`code` text NOT NULL,
	`provider` text NOT NULL,
	`name` text NOT NULL,
	`min_amount` integer NOT NULL,
	`max_amount` integer NOT NULL,
	`payee` text,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_code_uq` ON `payment_methods` (`brand_code`,`code`);--> statement-breakpoint
CREATE TABLE `wallet_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`kind` text NOT NULL,
	`member_id` integer DEFAULT 0 NOT NULL,
	`code` text DEFAULT '' NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`allow_negative` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "wallet_accounts_not_negative" CHECK("wallet_accounts"."balance" >= 0 OR "wallet_accounts"."allow_negative" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_accounts_owner_uq` ON `wallet_accounts` (`brand_code`,`kind`,`member_id`,`code`);--> statement-breakpoint
CREATE TABLE `wallet_settings` (
	`brand_code` text PRIMARY KEY NOT NULL,
	`single_wallet` integer DEFAULT 1 NOT NULL,
	`withdraw_min` integer NOT NULL,
	`withdraw_max` integer NOT NULL,
	`withdraw_confirm_minutes` integer DEFAULT 1440 NOT NULL,
	`transfer_min` integer NOT NULL,
	`transfer_max` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `withdrawal_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`member_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`payee_name` text NOT NULL,
	`status` text NOT NULL,
	`request_key` text NOT NULL,
	`hold_movement_id` integer NOT NULL,
	`settle_movement_id` integer,
	`note` text,
	`confirm_deadline` integer,
	`confirm_remark` text,
	`proof` text,
	`proof_type` text,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`confirmed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawal_requests_key_uq` ON `withdrawal_requests` (`brand_code`,`member_id`,`request_key`);--> statement-breakpoint
CREATE INDEX `withdrawal_requests_status_idx` ON `withdrawal_requests` (`brand_code`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `withdrawal_requests_member_idx` ON `withdrawal_requests` (`member_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `members` ADD `must_change_password` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `verification_codes_ip_idx` ON `verification_codes` (`brand_code`,`ip`,`created_at`);