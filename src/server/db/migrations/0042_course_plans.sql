-- 放題プラン (食べ放題・飲み放題, decision 024): plans set up in メニュー設定, started on a seat's visit
-- by staff (or by its diners where the company lets them), and the rule of ordering a plan's items at
-- the plan's price in a new place_order_v4. Only added: the previous release keeps calling place_order_v3.

-- A plan: its price per person (税込, 10% like every menu item), time limit, ラストオーダー before the
-- end, and an optional limit of the plan's items per order and guest. Retired plans are kept (the
-- seats' plans name them).
CREATE TABLE "course_plans" (
  "id" text PRIMARY KEY NOT NULL,
  "company_id" text NOT NULL REFERENCES "companies"("id"),
  "name" text NOT NULL,
  "price" bigint NOT NULL,
  "minutes" integer NOT NULL,
  "last_order_minutes" integer DEFAULT 10 NOT NULL,
  "limit_per_guest" integer,
  "sort_order" integer DEFAULT 0 NOT NULL,
  "is_retired" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "course_plans_company_idx" ON "course_plans" ("company_id", "sort_order");--> statement-breakpoint

-- The menu items a plan covers, each at the plan's price for it (0: included).
CREATE TABLE "course_plan_items" (
  "plan_id" text NOT NULL REFERENCES "course_plans"("id") ON DELETE CASCADE,
  "company_id" text NOT NULL REFERENCES "companies"("id"),
  "item_id" text NOT NULL REFERENCES "menu_items"("id") ON DELETE CASCADE,
  "price" bigint DEFAULT 0 NOT NULL,
  "sort_order" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("plan_id", "item_id")
);--> statement-breakpoint

-- Whether a seat's diners may start a plan from their phone (off unless the company says so).
CREATE TABLE "course_plan_settings" (
  "company_id" text PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
  "diner_can_start" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- A plan running on a seat's visit: for how many, its clock (the end moves with 延長), the rules as
-- they were at the start, the charge order it added, and when staff ended it early (null: not).
CREATE TABLE "seat_plans" (
  "id" text PRIMARY KEY NOT NULL,
  "company_id" text NOT NULL REFERENCES "companies"("id"),
  "seat_id" text REFERENCES "seats"("id") ON DELETE SET NULL,
  "visit_id" text NOT NULL REFERENCES "seat_visits"("id"),
  "plan_id" text NOT NULL REFERENCES "course_plans"("id"),
  "plan_name" text NOT NULL,
  "people" integer NOT NULL,
  "started_at_ms" bigint NOT NULL,
  "ends_at_ms" bigint NOT NULL,
  "last_order_minutes" integer NOT NULL,
  "limit_per_guest" integer,
  "extended_minutes" integer DEFAULT 0 NOT NULL,
  "ended_at_ms" bigint,
  "started_by" text,
  "charge_order_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One running plan of a kind per visit: two members starting it at once get one.
CREATE UNIQUE INDEX "seat_plans_running_idx" ON "seat_plans" ("visit_id", "plan_id") WHERE "ended_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX "seat_plans_seat_idx" ON "seat_plans" ("seat_id", "started_at_ms");--> statement-breakpoint

-- place_order_v3 and, for a source of kind 'plan' (a diner's order of a running plan's items), the
-- plan's rule: the seat's plan runs and its ラストオーダー has not passed ('planClosed' with
-- 'lastOrder' or 'ended'), every line is one of the plan's items ('notInPlan'), at most the plan's
-- limit per guest × its people in one order ('planLimit'); the lines are priced at the plan's prices.
CREATE FUNCTION "place_order_v4"(p_company text, p_seat text, p_source jsonb, p_note text, p_request_key text, p_now_ms bigint,
  p_notify boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
declare
  v_is_cart boolean := p_source ->> 'kind' = 'cart';
  v_is_plan boolean := p_source ->> 'kind' = 'plan';
  v_token text := p_source ->> 'token';
  v_plan seat_plans;
  v_count bigint;
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
  where s.id = p_seat and s.company_id = p_company and (case when v_is_cart or v_is_plan then is_diner_seat_v1(s, v_token) else true end)
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

  if ordering_closed_v1(p_company, p_now_ms, case when v_token is not null then 'diner' else 'staff' end) then
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

  -- A plan's order: its plan on this seat's current visit, before its ラストオーダー; its items only,
  -- and no more of them in one order than the plan allows its guests.
  if v_is_plan then
    select * into v_plan from seat_plans sp
    where sp.id = p_source ->> 'seatPlanId' and sp.company_id = p_company and sp.seat_id = p_seat
      and v_visit is not null and sp.visit_id = v_visit;
    if not found then
      return jsonb_build_object('outcome', 'planClosed', 'phase', 'ended', 'plan', null);
    end if;
    if v_plan.ended_at_ms is not null or p_now_ms >= v_plan.ends_at_ms then
      return jsonb_build_object('outcome', 'planClosed', 'phase', 'ended', 'plan', v_plan.plan_name);
    end if;
    if p_now_ms >= v_plan.ends_at_ms - v_plan.last_order_minutes * 60000::bigint then
      return jsonb_build_object('outcome', 'planClosed', 'phase', 'lastOrder', 'plan', v_plan.plan_name);
    end if;
    select m.name into v_check from jsonb_array_elements(p_source -> 'lines') e(line)
      join menu_items m on m.id = e.line ->> 'itemId' and m.company_id = p_company
      where not exists (select 1 from course_plan_items ci where ci.plan_id = v_plan.plan_id and ci.item_id = m.id)
      limit 1;
    if found then
      return jsonb_build_object('outcome', 'notInPlan', 'item', v_check.name, 'plan', v_plan.plan_name);
    end if;
    select coalesce(sum((e.line ->> 'quantity')::int), 0) into v_count from jsonb_array_elements(p_source -> 'lines') e(line);
    if v_plan.limit_per_guest is not null and v_count > v_plan.limit_per_guest::bigint * v_plan.people then
      return jsonb_build_object('outcome', 'planLimit', 'max', v_plan.limit_per_guest * v_plan.people,
        'perGuest', v_plan.limit_per_guest, 'plan', v_plan.plan_name);
    end if;
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
      line_price_v1(case when v_is_plan then coalesce(ci.price, m.price) else m.price end, o.delta) as price,
      case when o.n > 0 then jsonb_build_object('options', o.options) else '{}'::jsonb end as options
    from source l join menu_items m on m.id = l.item_id and m.company_id = p_company
    left join course_plan_items ci on v_is_plan and ci.plan_id = v_plan.plan_id and ci.item_id = m.id
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
