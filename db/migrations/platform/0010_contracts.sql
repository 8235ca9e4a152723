CREATE TABLE `agent_contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`upline_id` integer,
	`downline_id` integer NOT NULL,
	`type` text NOT NULL,
	`period` text NOT NULL,
	`tiers` text NOT NULL,
	`max_rate` integer NOT NULL,
	`status` text NOT NULL,
	`termination_requested_by` integer,
	`termination_requested_at` integer,
	`end_reason` text,
	`created_at` integer NOT NULL,
	`responded_at` integer,
	`activated_at` integer,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `agent_contracts_downline_idx` ON `agent_contracts` (`brand_code`,`downline_id`,`type`,`status`);--> statement-breakpoint
CREATE INDEX `agent_contracts_upline_idx` ON `agent_contracts` (`brand_code`,`upline_id`,`status`);--> statement-breakpoint
CREATE INDEX `agent_contracts_period_idx` ON `agent_contracts` (`brand_code`,`period`,`activated_at`);--> statement-breakpoint
CREATE TABLE `contract_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_code` text NOT NULL,
	`contract_id` integer NOT NULL,
	`agent_id` integer NOT NULL,
	`payer_id` integer NOT NULL,
	`contract_type` text NOT NULL,
	`period_key` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`figures` text NOT NULL,
	`rate` integer NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`movement_id` integer,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`paid_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_payments_period_uq` ON `contract_payments` (`contract_id`,`period_key`);--> statement-breakpoint
CREATE INDEX `contract_payments_agent_idx` ON `contract_payments` (`brand_code`,`agent_id`,`contract_type`,`period_start`);--> statement-breakpoint
CREATE INDEX `contract_payments_payer_idx` ON `contract_payments` (`brand_code`,`payer_id`,`contract_type`,`period_start`);--> statement-breakpoint
CREATE INDEX `contract_payments_status_idx` ON `contract_payments` (`brand_code`,`status`);--> statement-breakpoint
CREATE TABLE `contract_settlement_runs` (
	`brand_code` text NOT NULL,
	`period_key` text NOT NULL,
	`kind` text NOT NULL,
	`period_end` integer NOT NULL,
	`contracts` integer NOT NULL,
	`payments` integer NOT NULL,
	`finished_at` integer NOT NULL,
	PRIMARY KEY(`brand_code`, `period_key`)
);
--> statement-breakpoint
CREATE INDEX `contract_settlement_runs_kind_idx` ON `contract_settlement_runs` (`brand_code`,`kind`,`period_end`);