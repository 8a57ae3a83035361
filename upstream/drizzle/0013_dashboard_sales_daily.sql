CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"method" text NOT NULL,
	"category_id" integer NOT NULL,
	"net_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	CONSTRAINT "sales_daily_day_kind_method_category_id_pk" PRIMARY KEY("day","kind","method","category_id")
);
--> statement-breakpoint
CREATE TABLE "sales_orders_daily" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"category_id" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_orders_daily_day_method_category_id_pk" PRIMARY KEY("day","method","category_id")
);
--> statement-breakpoint
-- The Dubai day of an instant (UTC+4 all year, as services/dashboard/period.ts buckets it).
CREATE FUNCTION dashboard_dubai_day(ts timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((ts AT TIME ZONE 'UTC') + interval '4 hours')::date
$$;
--> statement-breakpoint
-- Recomputes the roll-up rows of the given Dubai days from orders and order_items, with the same rules as the
-- dashboard's sales statement: invoice lines of paid and refunded orders on their order day, credit-note lines of
-- refunded orders on their refund day, a line's category that of its program's course (program and exam lines).
-- One day at a time with its bounds as values, so each statement is planned for one day's orders (by index).
-- Two transactions refreshing the same day would otherwise both delete the rows they see and insert the same keys:
-- a lock per day (held to commit, taken in day order so two refreshes cannot wait on each other) makes the second
-- wait, and its next statement (READ COMMITTED) then sees the first one's rows and orders.
CREATE FUNCTION dashboard_sales_refresh(days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  lo timestamptz;
  hi timestamptz;
BEGIN
  FOREACH d IN ARRAY ARRAY(SELECT DISTINCT x FROM unnest(days) AS u(x) ORDER BY x) LOOP
    PERFORM pg_advisory_xact_lock(hashtext('dashboard_sales_daily'), d - date '2000-01-01');
    lo := (d::timestamp - interval '4 hours') AT TIME ZONE 'UTC';
    hi := lo + interval '1 day';
    DELETE FROM sales_daily WHERE day = d;
    DELETE FROM sales_orders_daily WHERE day = d;
    INSERT INTO sales_daily (day, kind, method, category_id, net_fils, vat_fils)
    SELECT d, l.kind, l.method, l.category_id, sum(l.net_fils), sum(l.vat_fils)
      FROM (
        SELECT 1 AS kind, o.payment_method AS method, coalesce(lc.category_id, 0) AS category_id, i.net_fils, i.vat_fils
          FROM orders o
          JOIN order_items i ON i.order_id = o.id
          LEFT JOIN programs lp ON i.item_type IN ('program', 'exam') AND lp.id = i.item_id
          LEFT JOIN courses lc ON lc.id = lp.course_id
         WHERE o.status_id IN (2, 4) AND o.created_at >= lo AND o.created_at < hi
        UNION ALL
        SELECT -1, o.payment_method, coalesce(lc.category_id, 0), i.net_fils, i.vat_fils
          FROM orders o
          JOIN order_items i ON i.order_id = o.id
          LEFT JOIN programs lp ON i.item_type IN ('program', 'exam') AND lp.id = i.item_id
          LEFT JOIN courses lc ON lc.id = lp.course_id
         WHERE o.status_id = 4 AND o.refund_date >= lo AND o.refund_date < hi
      ) l
     GROUP BY l.kind, l.method, l.category_id;
    INSERT INTO sales_orders_daily (day, method, category_id, orders)
    SELECT d, o.payment_method, coalesce(c.category_id, 0), count(*)
      FROM orders o
      -- Each order once for "all" (category 0), and once more for each category it has a line of.
      CROSS JOIN LATERAL (
        SELECT NULL::int AS category_id
        UNION
        SELECT lc.category_id
          FROM order_items i
          JOIN programs lp ON i.item_type IN ('program', 'exam') AND lp.id = i.item_id
          JOIN courses lc ON lc.id = lp.course_id
         WHERE i.order_id = o.id
      ) c
     WHERE o.status_id IN (2, 4) AND o.created_at >= lo AND o.created_at < hi
     GROUP BY o.payment_method, coalesce(c.category_id, 0);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every day from the first order to the last refund, recomputed (a category or program moved, and at migration).
CREATE FUNCTION dashboard_sales_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_daily;
  DELETE FROM sales_orders_daily;
  PERFORM dashboard_sales_refresh(ARRAY(
    SELECT generate_series(lo::timestamp, hi::timestamp, interval '1 day')::date
      FROM (SELECT least(min(dashboard_dubai_day(created_at)), min(dashboard_dubai_day(refund_date))) AS lo,
                   greatest(max(dashboard_dubai_day(created_at)), max(dashboard_dubai_day(refund_date))) AS hi
              FROM orders) r
     WHERE lo IS NOT NULL));
END
$$;
--> statement-breakpoint
-- Orders: the days an inserted, deleted or changed order (status, dates, method) counts on, before and after.
CREATE FUNCTION dashboard_sales_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT v.day) INTO changed
      FROM new_rows n, LATERAL (VALUES (dashboard_dubai_day(n.created_at)), (dashboard_dubai_day(n.refund_date))) v(day)
     WHERE v.day IS NOT NULL AND n.status_id IN (2, 4);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT v.day) INTO changed
      FROM old_rows o, LATERAL (VALUES (dashboard_dubai_day(o.created_at)), (dashboard_dubai_day(o.refund_date))) v(day)
     WHERE v.day IS NOT NULL AND o.status_id IN (2, 4);
  ELSE
    SELECT array_agg(DISTINCT v.day) INTO changed
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (dashboard_dubai_day(o.created_at)), (dashboard_dubai_day(o.refund_date)),
                           (dashboard_dubai_day(n.created_at)), (dashboard_dubai_day(n.refund_date))) v(day)
     WHERE v.day IS NOT NULL
       AND (o.status_id IN (2, 4) OR n.status_id IN (2, 4))
       AND (o.status_id, o.created_at, o.refund_date, o.payment_method)
           IS DISTINCT FROM (n.status_id, n.created_at, n.refund_date, n.payment_method);
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM dashboard_sales_refresh(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Order lines: the days their (paid or refunded) order counts on.
CREATE FUNCTION dashboard_sales_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  changed date[];
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT order_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT order_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.order_id) INTO ids
      FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) x;
  END IF;
  SELECT array_agg(DISTINCT v.day) INTO changed
    FROM orders o, LATERAL (VALUES (dashboard_dubai_day(o.created_at)), (dashboard_dubai_day(o.refund_date))) v(day)
   WHERE o.id = ANY (ids) AND o.status_id IN (2, 4) AND v.day IS NOT NULL;
  IF changed IS NOT NULL THEN
    PERFORM dashboard_sales_refresh(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A program moved to another course, a course to another category, or either removed: lines change category.
CREATE FUNCTION dashboard_sales_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean := false;
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'DELETE' THEN
    moved := EXISTS (SELECT 1 FROM old_rows);
  ELSIF TG_TABLE_NAME = 'programs' THEN
    moved := EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.course_id IS DISTINCT FROM o.course_id);
  ELSE
    moved := EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                      WHERE n.category_id IS DISTINCT FROM o.category_id);
  END IF;
  IF moved THEN
    PERFORM dashboard_sales_rebuild();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_items_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_items_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_items_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_items_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_items_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_items_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_programs_update AFTER UPDATE ON programs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_programs_delete AFTER DELETE ON programs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_courses_update AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_sales_courses_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sales_catalogue_changed();
--> statement-breakpoint
SELECT dashboard_sales_rebuild();
