-- The tree's closure and team_daily (issue 6, decision 0014): member_ancestors follows members as they are
-- created (an upline is set once, at registration); team_daily follows member_daily for every ancestor,
-- in the same transaction as the bet or ledger movement that changed member_daily.
CREATE TRIGGER `member_ancestors_insert` AFTER INSERT ON `members` WHEN NEW.upline_id IS NOT NULL BEGIN
  INSERT OR IGNORE INTO member_ancestors (ancestor_id, member_id, depth) VALUES (NEW.upline_id, NEW.id, 1);
  INSERT OR IGNORE INTO member_ancestors (ancestor_id, member_id, depth)
  SELECT ancestor_id, NEW.id, depth + 1 FROM member_ancestors WHERE member_id = NEW.upline_id AND depth < 64;
END;
--> statement-breakpoint
CREATE TRIGGER `team_daily_insert` AFTER INSERT ON `member_daily` BEGIN
  INSERT INTO team_daily (agent_id, day, active_members, bet_count, bet_amount, valid_bet, payout, win_loss, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
  SELECT ancestor_id, NEW.day, NEW.valid_bet > 0, NEW.bet_count, NEW.bet_amount, NEW.valid_bet, NEW.payout, NEW.win_loss, NEW.deposit_count, NEW.deposit_amount, NEW.withdraw_count, NEW.withdraw_amount
  FROM member_ancestors WHERE member_id = NEW.member_id
  ON CONFLICT (agent_id, day) DO UPDATE SET active_members = active_members + excluded.active_members, bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount, valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss, deposit_count = deposit_count + excluded.deposit_count, deposit_amount = deposit_amount + excluded.deposit_amount, withdraw_count = withdraw_count + excluded.withdraw_count, withdraw_amount = withdraw_amount + excluded.withdraw_amount;
END;
--> statement-breakpoint
CREATE TRIGGER `team_daily_update` AFTER UPDATE ON `member_daily` BEGIN
  INSERT INTO team_daily (agent_id, day, active_members, bet_count, bet_amount, valid_bet, payout, win_loss, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
  SELECT ancestor_id, NEW.day, (NEW.valid_bet > 0) - (OLD.valid_bet > 0), NEW.bet_count - OLD.bet_count, NEW.bet_amount - OLD.bet_amount, NEW.valid_bet - OLD.valid_bet, NEW.payout - OLD.payout, NEW.win_loss - OLD.win_loss, NEW.deposit_count - OLD.deposit_count, NEW.deposit_amount - OLD.deposit_amount, NEW.withdraw_count - OLD.withdraw_count, NEW.withdraw_amount - OLD.withdraw_amount
  FROM member_ancestors WHERE member_id = NEW.member_id
  ON CONFLICT (agent_id, day) DO UPDATE SET active_members = active_members + excluded.active_members, bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount, valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss, deposit_count = deposit_count + excluded.deposit_count, deposit_amount = deposit_amount + excluded.deposit_amount, withdraw_count = withdraw_count + excluded.withdraw_count, withdraw_amount = withdraw_amount + excluded.withdraw_amount;
END;
--> statement-breakpoint
CREATE TRIGGER `team_daily_delete` AFTER DELETE ON `member_daily` BEGIN
  INSERT INTO team_daily (agent_id, day, active_members, bet_count, bet_amount, valid_bet, payout, win_loss, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
  SELECT ancestor_id, OLD.day, -(OLD.valid_bet > 0), -OLD.bet_count, -OLD.bet_amount, -OLD.valid_bet, -OLD.payout, -OLD.win_loss, -OLD.deposit_count, -OLD.deposit_amount, -OLD.withdraw_count, -OLD.withdraw_amount
  FROM member_ancestors WHERE member_id = OLD.member_id
  ON CONFLICT (agent_id, day) DO UPDATE SET active_members = active_members + excluded.active_members, bet_count = bet_count + excluded.bet_count, bet_amount = bet_amount + excluded.bet_amount, valid_bet = valid_bet + excluded.valid_bet, payout = payout + excluded.payout, win_loss = win_loss + excluded.win_loss, deposit_count = deposit_count + excluded.deposit_count, deposit_amount = deposit_amount + excluded.deposit_amount, withdraw_count = withdraw_count + excluded.withdraw_count, withdraw_amount = withdraw_amount + excluded.withdraw_amount;
END;
--> statement-breakpoint
-- Backfill from the members and figures recorded before this migration.
WITH RECURSIVE up(member_id, ancestor_id, depth) AS (
  SELECT id, upline_id, 1 FROM members WHERE upline_id IS NOT NULL
  UNION ALL SELECT up.member_id, m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL AND up.depth < 64
)
INSERT OR IGNORE INTO member_ancestors (ancestor_id, member_id, depth) SELECT ancestor_id, member_id, depth FROM up WHERE true;
--> statement-breakpoint
INSERT INTO team_daily (agent_id, day, active_members, bet_count, bet_amount, valid_bet, payout, win_loss, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
SELECT a.ancestor_id, d.day, sum(d.valid_bet > 0), sum(d.bet_count), sum(d.bet_amount), sum(d.valid_bet), sum(d.payout), sum(d.win_loss), sum(d.deposit_count), sum(d.deposit_amount), sum(d.withdraw_count), sum(d.withdraw_amount)
FROM member_daily d JOIN member_ancestors a ON a.member_id = d.member_id GROUP BY a.ancestor_id, d.day;
