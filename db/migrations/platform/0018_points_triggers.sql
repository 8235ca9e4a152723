-- Points earned from settled valid bets (issue 7, PTSYS3; decision points-and-missions), kept in the transaction that
-- writes the bet record: D = the change of the record's settled valid bet, R = the brand's valid bet per point.
-- carry + D is split into whole points (floor division, so a reversal takes back exactly what it gave) and the rest.
-- A repeated vendor call writes no bet record and a rolled-back unit takes its trigger writes with it: never double.
CREATE TRIGGER `points_bet_insert` AFTER INSERT ON `bet_records` WHEN NEW.status = 'SETTLED' AND NEW.valid_bet <> 0 BEGIN
  INSERT INTO point_accounts (member_id, brand_code, balance, carry, valid_bet_total, earned_total, updated_at)
  SELECT NEW.member_id, NEW.brand_code, 0, 0, 0, 0, coalesce(NEW.settled_at, NEW.placed_at) FROM point_settings WHERE brand_code = NEW.brand_code
  ON CONFLICT (member_id) DO NOTHING;
  INSERT INTO point_entries (brand_code, member_id, kind, points, balance_after, reference, remark, created_at)
  SELECT NEW.brand_code, NEW.member_id, 'EARN', x.pts, x.balance + x.pts, 'bet:' || NEW.id, NEW.vendor_code || ' · ' || NEW.game_code, coalesce(NEW.settled_at, NEW.placed_at)
  FROM (SELECT a.balance, CASE WHEN a.carry + NEW.valid_bet >= 0 THEN (a.carry + NEW.valid_bet) / s.valid_bet_per_point ELSE -((s.valid_bet_per_point - 1 - a.carry - (NEW.valid_bet)) / s.valid_bet_per_point) END AS pts
        FROM point_accounts a JOIN point_settings s ON s.brand_code = a.brand_code WHERE a.member_id = NEW.member_id) x
  WHERE x.pts <> 0;
  UPDATE point_accounts SET balance = balance + (CASE WHEN carry + NEW.valid_bet >= 0 THEN (carry + NEW.valid_bet) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) ELSE -(((SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) - 1 - carry - (NEW.valid_bet)) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code)) END), earned_total = earned_total + (CASE WHEN carry + NEW.valid_bet >= 0 THEN (carry + NEW.valid_bet) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) ELSE -(((SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) - 1 - carry - (NEW.valid_bet)) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code)) END),
    carry = carry + (NEW.valid_bet) - (CASE WHEN carry + NEW.valid_bet >= 0 THEN (carry + NEW.valid_bet) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) ELSE -(((SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) - 1 - carry - (NEW.valid_bet)) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code)) END) * (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code), valid_bet_total = valid_bet_total + (NEW.valid_bet), updated_at = coalesce(NEW.settled_at, NEW.placed_at)
  WHERE member_id = NEW.member_id AND (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `points_bet_update` AFTER UPDATE ON `bet_records`
WHEN (NEW.status = 'SETTLED') * NEW.valid_bet <> (OLD.status = 'SETTLED') * OLD.valid_bet BEGIN
  INSERT INTO point_accounts (member_id, brand_code, balance, carry, valid_bet_total, earned_total, updated_at)
  SELECT NEW.member_id, NEW.brand_code, 0, 0, 0, 0, coalesce(NEW.settled_at, NEW.placed_at) FROM point_settings WHERE brand_code = NEW.brand_code
  ON CONFLICT (member_id) DO NOTHING;
  INSERT INTO point_entries (brand_code, member_id, kind, points, balance_after, reference, remark, created_at)
  SELECT NEW.brand_code, NEW.member_id, 'EARN', x.pts, x.balance + x.pts, 'bet:' || NEW.id, NEW.vendor_code || ' · ' || NEW.game_code, coalesce(NEW.settled_at, NEW.placed_at)
  FROM (SELECT a.balance, CASE WHEN a.carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet >= 0 THEN (a.carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet) / s.valid_bet_per_point ELSE -((s.valid_bet_per_point - 1 - a.carry - ((NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet)) / s.valid_bet_per_point) END AS pts
        FROM point_accounts a JOIN point_settings s ON s.brand_code = a.brand_code WHERE a.member_id = NEW.member_id) x
  WHERE x.pts <> 0;
  UPDATE point_accounts SET balance = balance + (CASE WHEN carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet >= 0 THEN (carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) ELSE -(((SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) - 1 - carry - ((NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet)) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code)) END), earned_total = earned_total + (CASE WHEN carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet >= 0 THEN (carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) ELSE -(((SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) - 1 - carry - ((NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet)) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code)) END),
    carry = carry + ((NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet) - (CASE WHEN carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet >= 0 THEN (carry + (NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) ELSE -(((SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) - 1 - carry - ((NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet)) / (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code)) END) * (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code), valid_bet_total = valid_bet_total + ((NEW.status = 'SETTLED') * NEW.valid_bet - (OLD.status = 'SETTLED') * OLD.valid_bet), updated_at = coalesce(NEW.settled_at, NEW.placed_at)
  WHERE member_id = NEW.member_id AND (SELECT valid_bet_per_point FROM point_settings WHERE brand_code = NEW.brand_code) > 0;
END;
--> statement-breakpoint
-- Every brand gets the default rates (1 point per 1.00 of valid bet, 1 point = 0.01, at least 100 points a conversion);
-- the bets settled before this migration earn their points now, one entry per member.
INSERT INTO point_settings (brand_code, valid_bet_per_point, convert_minor_per_point, convert_min_points, updated_at)
SELECT code, 100, 1, 100, 0 FROM brands WHERE true ON CONFLICT (brand_code) DO NOTHING;
--> statement-breakpoint
INSERT INTO point_accounts (member_id, brand_code, balance, carry, valid_bet_total, earned_total, updated_at)
SELECT b.member_id, b.brand_code, sum(b.valid_bet) / s.valid_bet_per_point, sum(b.valid_bet) % s.valid_bet_per_point, sum(b.valid_bet),
  sum(b.valid_bet) / s.valid_bet_per_point, max(coalesce(b.settled_at, b.placed_at))
FROM bet_records b JOIN point_settings s ON s.brand_code = b.brand_code WHERE b.status = 'SETTLED' GROUP BY b.member_id;
--> statement-breakpoint
INSERT INTO point_entries (brand_code, member_id, kind, points, balance_after, reference, remark, created_at)
SELECT brand_code, member_id, 'EARN', balance, balance, 'bets-before-points', NULL, updated_at FROM point_accounts WHERE balance > 0;
