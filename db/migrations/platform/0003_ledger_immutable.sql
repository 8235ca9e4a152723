-- Ledger entries and movements are immutable (DESIGN §4): a correction is a new movement.
CREATE TRIGGER `ledger_entries_no_update` BEFORE UPDATE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are immutable'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_delete` BEFORE DELETE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are immutable'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_movements_no_update` BEFORE UPDATE ON `ledger_movements` BEGIN SELECT RAISE(ABORT, 'ledger movements are immutable'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_movements_no_delete` BEFORE DELETE ON `ledger_movements` BEGIN SELECT RAISE(ABORT, 'ledger movements are immutable'); END;
