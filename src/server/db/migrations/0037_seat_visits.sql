-- 来店 to 会計 (issue 35, first part): the seat's guests as a visit, the company's rules for opening
-- a seat and its お通し, a visit id on the orders, and the payments taken at 会計. Only added: the
-- previous release keeps calling place_order_v2, which leaves the visit alone.

-- How the company runs its tables (座席設定): who opens a seat — the first diner's order ('diner', as
-- before) or staff at 来店 ('staff': until then the seat takes no order) — and the お通し / テーブルチャージ
-- item added per guest at 来店 (none: null), for children too or not.
CREATE TABLE "table_service_settings" (
  "company_id" text PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
  "seat_opening" text DEFAULT 'diner' NOT NULL,
  "cover_item_id" text REFERENCES "menu_items"("id") ON DELETE SET NULL,
  "cover_for_children" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- A seat's guests from 来店 to 会計: how many (null: not entered, the seat opened by a diner's order),
-- who they are, when they came and left, and the お通し order added for them. The seat's name is kept
-- as it was, like an order's.
CREATE TABLE "seat_visits" (
  "id" text PRIMARY KEY NOT NULL,
  "company_id" text NOT NULL REFERENCES "companies"("id"),
  "seat_id" text REFERENCES "seats"("id") ON DELETE SET NULL,
  "seat_name" text NOT NULL,
  "adults" integer,
  "children" integer,
  "segment" text,
  "opened_at_ms" bigint NOT NULL,
  "opened_by" text,
  "closed_at_ms" bigint,
  "closed_by" text,
  "cover_order_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One open visit per seat: two members opening the same table at once get one of them.
CREATE UNIQUE INDEX "seat_visits_open_idx" ON "seat_visits" ("seat_id") WHERE "closed_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX "seat_visits_company_time_idx" ON "seat_visits" ("company_id", "opened_at_ms");--> statement-breakpoint

ALTER TABLE "orders" ADD COLUMN "visit_id" text REFERENCES "seat_visits"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "orders_visit_idx" ON "orders" ("visit_id");--> statement-breakpoint

-- 会計: what a seat's guests paid, as the pay screen settled it, for the day's figures: the items'
-- total, 割引 and サービス料 with what they were entered as, the total and its tax per rate, and the
-- amount taken by each method (cash as kept: handed over less the change).
CREATE TABLE "seat_payments" (
  "id" text PRIMARY KEY NOT NULL,
  "company_id" text NOT NULL REFERENCES "companies"("id"),
  "seat_id" text REFERENCES "seats"("id") ON DELETE SET NULL,
  "visit_id" text REFERENCES "seat_visits"("id") ON DELETE SET NULL,
  "seat_name" text NOT NULL,
  "order_count" integer NOT NULL,
  "items_total" bigint NOT NULL,
  "discount_kind" text,
  "discount_value" bigint,
  "discount_amount" bigint DEFAULT 0 NOT NULL,
  "discount_reason" text DEFAULT '' NOT NULL,
  "service_charge_percent" integer DEFAULT 0 NOT NULL,
  "service_charge_amount" bigint DEFAULT 0 NOT NULL,
  "total" bigint NOT NULL,
  "tax" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "cash" bigint DEFAULT 0 NOT NULL,
  "card" bigint DEFAULT 0 NOT NULL,
  "qr" bigint DEFAULT 0 NOT NULL,
  "other" bigint DEFAULT 0 NOT NULL,
  "cash_tendered" bigint DEFAULT 0 NOT NULL,
  "change_given" bigint DEFAULT 0 NOT NULL,
  "receipt_id" text,
  "paid_at_ms" bigint NOT NULL,
  "paid_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "seat_payments_company_time_idx" ON "seat_payments" ("company_id", "paid_at_ms");--> statement-breakpoint

-- place_order_v2 that knows the seat's visit: refused on a seat staff have not opened where the
-- company wants them to ('seatNotOpen'), otherwise the first order opens it; the order carries the
-- visit's id. `p_notify`: no announcer can tell the commit, so the payload is notified inside.
CREATE FUNCTION "place_order_v3"(p_company text, p_seat text, p_source jsonb, p_note text, p_request_key text, p_now_ms bigint,
  p_notify boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
declare
  v_is_cart boolean := p_source ->> 'kind' = 'cart';
  v_seat record;
  v_previous orders;
  v_check record;
  v_items jsonb;
  v_total bigint;
  v_order orders;
  v_view jsonb;
  v_events jsonb := '[]'::jsonb;
  v_note text;
  v_visit text;
  v_opens_visit boolean := false;
begin
  -- No seat: a diner's token is wrong or retired, the company is not active or the partner does not
  -- take orders; a member's seat is not the company's.
  select s.id, s.name into v_seat from seats s
  where s.id = p_seat and s.company_id = p_company and (not v_is_cart or is_diner_seat_v1(s, p_source ->> 'token'))
  for update;
  if not found then
    return jsonb_build_object('outcome', 'noSeat');
  end if;

  -- The same request key placed an order before (a retry after a lost answer, a double tap): that
  -- order is the answer, even after closing.
  select * into v_previous from orders o
  where o.company_id = p_company and o.seat_id = p_seat and o.request_key = p_request_key;
  if found then
    return jsonb_build_object('outcome', 'replayed', 'order', order_view_v1(v_previous));
  end if;

  if ordering_closed_v1(p_company, p_now_ms, case when v_is_cart then 'diner' else 'staff' end) then
    return jsonb_build_object('outcome', 'closed');
  end if;

  -- The seat's guests: their visit, opened by staff (来店登録) or by this first order where the
  -- company lets a diner's order open the seat; otherwise staff must open it first.
  select v.id into v_visit from seat_visits v where v.seat_id = p_seat and v.closed_at_ms is null;
  if v_visit is null then
    if coalesce((select t.seat_opening from table_service_settings t where t.company_id = p_company), 'diner') = 'staff' then
      return jsonb_build_object('outcome', 'seatNotOpen');
    end if;
    v_opens_visit := true;
  end if;

  -- The lines, priced from the menu with their options' differences, and what is wrong with them.
  with source as (
    select c.item_id, c.option_key, c.quantity, c.added_at from cart_items c
    where v_is_cart and c.company_id = p_company and c.seat_id = p_seat
    -- The order entered is kept as added_at, so the order lists the lines as the member did.
    union all
    select e.line ->> 'itemId', e.line ->> 'optionKey', (e.line ->> 'quantity')::int, e.ord
    from jsonb_array_elements(case when v_is_cart then '[]'::jsonb else p_source -> 'lines' end) with ordinality as e(line, ord)
  ), priced as (
    select l.item_id, l.option_key, l.quantity, l.added_at, m.name, m.is_sold_out or o.unavailable as is_sold_out,
      line_price_v1(m.price, o.delta) as price,
      case when o.n > 0 then jsonb_build_object('options', o.options) else '{}'::jsonb end as options
    from source l join menu_items m on m.id = l.item_id and m.company_id = p_company
    cross join lateral line_options_v1(p_company, l.option_key) o
  ), problems as (
    select p.name as item, p.added_at, x.* from priced p
    cross join lateral choice_problems_v1(p_company, p.item_id, p.option_key) x
    where x.kind <> 'soldOut'
  )
  select
    exists (select 1 from source l where not exists (
      select 1 from priced p where p.item_id = l.item_id and p.option_key = l.option_key)) as is_missing,
    (select jsonb_build_object('item', x.item, 'problem', to_jsonb(x) - 'item' - 'added_at') from problems x
      where x.kind = 'unknown' order by x.added_at limit 1) as unknown,
    (select array_agg(p.name order by p.added_at, p.item_id, p.option_key) from priced p where p.is_sold_out) as sold_out,
    (select jsonb_build_object('item', x.item, 'problem', to_jsonb(x) - 'item' - 'added_at') from problems x
      order by x.o, x.name, x.added_at limit 1) as rule,
    (select jsonb_agg(to_jsonb(p) - 'is_sold_out') from priced p) as lines
  into v_check;

  if v_check.is_missing then
    return jsonb_build_object('outcome', 'missingItem');
  end if;
  if v_check.unknown is not null then
    return jsonb_build_object('outcome', 'unknownChoice') || v_check.unknown;
  end if;
  -- Every sold-out name at once, in the cart's order: the diner takes them all out in one go.
  if v_check.sold_out is not null then
    return jsonb_build_object('outcome', 'soldOut', 'names', to_jsonb(v_check.sold_out));
  end if;
  if v_check.rule is not null then
    return jsonb_build_object('outcome', 'choiceRule') || v_check.rule;
  end if;

  -- The cart's lines are taken with DELETE … RETURNING, only those checked above: of two phones
  -- ordering at once only one gets them. Entered lines are taken as they are.
  with checked as (
    select * from jsonb_to_recordset(coalesce(v_check.lines, '[]'::jsonb))
      as p(item_id text, option_key text, quantity int, added_at bigint, name text, price bigint, options jsonb)
  ), taken as (
    delete from cart_items c using checked p
    where v_is_cart and c.seat_id = p_seat and c.item_id = p.item_id and c.option_key = p.option_key
    returning c.item_id, c.option_key, c.quantity, c.added_at, p.name, p.price, p.options
  ), lines as (
    select * from taken
    union all
    select p.item_id, p.option_key, p.quantity, p.added_at, p.name, p.price, p.options from checked p where not v_is_cart
  )
  select jsonb_agg(jsonb_build_object('itemId', l.item_id, 'name', l.name, 'price', l.price, 'quantity', l.quantity) || l.options
      order by l.added_at, l.item_id, l.option_key),
    sum(l.price * l.quantity)::bigint
  into v_items, v_total from lines l;

  -- Nothing to order. A cart found empty this soon (2 minutes) after the seat's current guests
  -- ordered was most likely taken by that order, from another phone at the table.
  if v_items is null then
    return jsonb_build_object('outcome', 'empty', 'isSeatmateOrder', v_is_cart and exists (
      select 1 from orders o join seats s on s.id = o.seat_id
      where o.seat_id = p_seat and o.created_at_ms >= s.session_started_at and o.created_at_ms > p_now_ms - 120000
    ));
  end if;

  if v_opens_visit then
    v_visit := gen_random_uuid()::text;
    insert into seat_visits (id, company_id, seat_id, seat_name, opened_at_ms) values (v_visit, p_company, v_seat.id, v_seat.name, p_now_ms);
    v_events := v_events || jsonb_build_array(jsonb_build_object('topic', 'company', 'type', 'seat.changed',
      'data', jsonb_build_object('id', p_seat)));
  end if;

  insert into orders (id, company_id, seat_id, order_no, seat_name, items, total_amount, note, request_key, created_at_ms, visit_id)
  select gen_random_uuid()::text, p_company, v_seat.id, numbered.next_no::text, v_seat.name, v_items, v_total, p_note, p_request_key,
    numbered.next_no, v_visit
  from (select greatest(p_now_ms, coalesce(max(o.created_at_ms), 0) + 1) as next_no from orders o where o.seat_id = p_seat) numbered
  returning * into v_order;
  v_view := order_view_v1(v_order);

  -- The seat's phones see the cart as the order left it; a member's order leaves the cart as it was.
  if v_is_cart then
    v_events := jsonb_build_array(jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'cart.changed',
      'data', jsonb_build_object('cart', cart_view_v1(p_company, p_seat))));
  end if;
  v_note := record_events_v1(p_company, v_events || jsonb_build_array(
    jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'order.created', 'data', jsonb_build_object('id', v_order.id)),
    jsonb_build_object('topic', 'company', 'type', 'order.created', 'data', v_view)));

  -- Without an announcer to tell the commit (a savepoint), notified inside as publish_events_v1 does.
  if p_notify and v_note is not null then
    perform pg_notify('kanri_events', v_note);
  end if;

  return jsonb_build_object('outcome', 'placed', 'order', v_view, 'note', v_note, 'pushDevices', (
    select coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb)
    from push_devices_v1(p_company, timestamptz 'epoch' + p_now_ms * interval '1 millisecond') d
  ));
end $$;
