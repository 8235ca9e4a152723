-- member_daily follows bet_records and ledger_movements in the same transaction (issue 6, decision 0014).
-- Business day index = (UTC ms + 28800000) / 86400000 (UTC+8, periods.ts BUSINESS_OFFSET_MS; a test checks the constant).
-- A bet counts on the day it was placed, once it is SETTLED; each change removes the old contribution and adds the new.
CREATE TRIGGER `member_daily_bet_insert` AFTER INSERT ON `bet_records` WHEN NEW.status = 'SETTLED' BEGIN
  INSERT INTO member_daily (member_id, day, bet_count, bet_amount, valid_bet, payout, win_loss)
  VALUES (NEW.member_id, (NEW.placed_at + 28800000) / 86400000, 1, NEW.bet_amount, NEW.valid_bet, NEW.payout, NEW.win_loss)
  ON CONFLICT (member_id, day) DO UPDATE SET bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount,
    valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_bet_update_old` AFTER UPDATE ON `bet_records` WHEN OLD.status = 'SETTLED' BEGIN
  INSERT INTO member_daily (member_id, day, bet_count, bet_amount, valid_bet, payout, win_loss)
  VALUES (OLD.member_id, (OLD.placed_at + 28800000) / 86400000, -1, -OLD.bet_amount, -OLD.valid_bet, -OLD.payout, -OLD.win_loss)
  ON CONFLICT (member_id, day) DO UPDATE SET bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount,
    valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_bet_update_new` AFTER UPDATE ON `bet_records` WHEN NEW.status = 'SETTLED' BEGIN
  INSERT INTO member_daily (member_id, day, bet_count, bet_amount, valid_bet, payout, win_loss)
  VALUES (NEW.member_id, (NEW.placed_at + 28800000) / 86400000, 1, NEW.bet_amount, NEW.valid_bet, NEW.payout, NEW.win_loss)
  ON CONFLICT (member_id, day) DO UPDATE SET bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount,
    valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_bet_delete` AFTER DELETE ON `bet_records` WHEN OLD.status = 'SETTLED' BEGIN
  INSERT INTO member_daily (member_id, day, bet_count, bet_amount, valid_bet, payout, win_loss)
  VALUES (OLD.member_id, (OLD.placed_at + 28800000) / 86400000, -1, -OLD.bet_amount, -OLD.valid_bet, -OLD.payout, -OLD.win_loss)
  ON CONFLICT (member_id, day) DO UPDATE SET bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount,
    valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_deposit` AFTER INSERT ON `ledger_movements` WHEN NEW.kind = 'DEPOSIT' BEGIN
  INSERT INTO member_daily (member_id, day, deposit_count, deposit_amount)
  VALUES (NEW.member_id, (NEW.created_at + 28800000) / 86400000, 1, NEW.amount)
  ON CONFLICT (member_id, day) DO UPDATE SET deposit_count = deposit_count + 1, deposit_amount = deposit_amount + excluded.deposit_amount;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_withdrawal` AFTER INSERT ON `ledger_movements` WHEN NEW.kind = 'WITHDRAW_PAYOUT' BEGIN
  INSERT INTO member_daily (member_id, day, withdraw_count, withdraw_amount)
  VALUES (NEW.member_id, (NEW.created_at + 28800000) / 86400000, 1, NEW.amount)
  ON CONFLICT (member_id, day) DO UPDATE SET withdraw_count = withdraw_count + 1, withdraw_amount = withdraw_amount + excluded.withdraw_amount;
END;
--> statement-breakpoint
-- Backfill from what was recorded before this migration.
INSERT INTO member_daily (member_id, day, bet_count, bet_amount, valid_bet, payout, win_loss)
SELECT member_id, (placed_at + 28800000) / 86400000, count(*), sum(bet_amount), sum(valid_bet), sum(payout), sum(win_loss)
FROM bet_records WHERE status = 'SETTLED' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO member_daily (member_id, day, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
SELECT member_id, (created_at + 28800000) / 86400000, sum(kind = 'DEPOSIT'), sum(CASE WHEN kind = 'DEPOSIT' THEN amount ELSE 0 END),
  sum(kind = 'WITHDRAW_PAYOUT'), sum(CASE WHEN kind = 'WITHDRAW_PAYOUT' THEN amount ELSE 0 END)
FROM ledger_movements WHERE kind IN ('DEPOSIT', 'WITHDRAW_PAYOUT') GROUP BY 1, 2
ON CONFLICT (member_id, day) DO UPDATE SET deposit_count = excluded.deposit_count, deposit_amount = excluded.deposit_amount,
  withdraw_count = excluded.withdraw_count, withdraw_amount = excluded.withdraw_amount;
