-- The order rule of table-side ordering, written once in SQL: placing an order (a diner's or a
-- member's 代理注文), adding to a seat's cart, and the rules both use (the diner's seat, the ordering
-- hours, an option pick's price and problems, the cart and the order as the API shows them, the
-- live events and the staff devices to push to). Each is one call and one round trip from the
-- server, its checks made against the rows it locks; PostgreSQL and PGlite plan a plpgsql body's
-- statements once per connection (decision 003).
--
-- Every name carries its version. A changed rule is a new function (place_order_v2 …) beside the
-- old one, never a replacement, so an instance of the previous release, still running during a
-- rolling upgrade, keeps calling the rules it was written for (migrations-expand.test.ts refuses
-- CREATE OR REPLACE and DROP FUNCTION).

-- Whether a seat row takes diners' writes behind `p_token`: its token, its company active, its
-- partner a mobile-order one. Takes the row itself, so a statement that locks the seat checks the
-- token of the row it locked (a QR code renewed meanwhile writes nothing).
CREATE FUNCTION "is_diner_seat_v1"(p_seat seats, p_token text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
begin
  return p_seat.token = p_token and exists (
    select 1 from companies c join oems o on o.id = c.oem_id
    where c.id = p_seat.company_id and c.status = 'active' and o.type = 'mobile-order'
  );
end $$;--> statement-breakpoint

-- True when `p_now_ms` is in none of the company's periods: until each period's last order for a
-- diner, until its closing for staff (p_taker 'staff', decision 013). Mirrors orderingWindows of
-- src/core/ordering-hours.ts: a date's exception rows are taken over its weekday's periods (one row
-- without times is 臨時休業), a period of yesterday is open while its minutes, counted from
-- yesterday's 0:00, run past 1440, and a company without weekly periods is open all day on a date
-- without an exception. Japan has no summer time, but the date, weekday and minute come from the
-- zone all the same rather than from a fixed offset.
CREATE FUNCTION "ordering_closed_v1"(p_company text, p_now_ms bigint, p_taker text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
declare
  v_local timestamp := (timestamptz 'epoch' + p_now_ms * interval '1 millisecond') at time zone 'Asia/Tokyo';
  v_today date := v_local::date;
  v_minute int := extract(hour from v_local)::int * 60 + extract(minute from v_local)::int;
begin
  return not exists (
    with dated as (
      select e.day, e.opens_at, e.closes_at, e.last_order_at from ordering_exceptions e
      where e.company_id = p_company and e.day in (v_today, v_today - 1)
    ), weekly as (
      select h.days, h.opens_at, h.closes_at, h.last_order_at from ordering_hours h where h.company_id = p_company
      union all select 127, 0, 1440, null::int where not exists (select 1 from ordering_hours h where h.company_id = p_company)
    ), periods as (
      -- Today's periods, and yesterday's counted from yesterday's 0:00 (1440 minutes back).
      select d.back, p.opens_at, p.closes_at, p.last_order_at
      from (values (v_today, 0), (v_today - 1, 1440)) as d(day, back)
      cross join lateral (
        select x.opens_at, x.closes_at, x.last_order_at from dated x where x.day = d.day
        union all
        select w.opens_at, w.closes_at, w.last_order_at from weekly w
        where (w.days & (1 << extract(dow from d.day)::int)) <> 0 and not exists (select 1 from dated x where x.day = d.day)
      ) p
    )
    select 1 from periods p
    where p.opens_at <= v_minute + p.back
      and v_minute + p.back < case when p_taker = 'staff' then p.closes_at else coalesce(p.last_order_at, p.closes_at) end
  );
end $$;--> statement-breakpoint

-- The options of a cart line's key (the chosen ids, sorted, joined by '.'; '' for none): `options`
-- (group, name, priceDelta in the groups' and choices' order), `delta` (their price differences),
-- `unavailable` (a choice sold out, or gone from the menu since it was picked) and `n` (how many
-- were found). Names and prices are the menu's current ones, like the item's own. Plain SQL, so
-- it is inlined into the statement that uses it.
CREATE FUNCTION "line_options_v1"(p_company text, p_option_key text)
RETURNS TABLE (options jsonb, delta bigint, unavailable boolean, n int) LANGUAGE sql STABLE AS $$
  select coalesce(jsonb_agg(jsonb_build_object('group', g.name, 'name', ch.name, 'priceDelta', ch.price_delta)
      order by g.sort_order, g.created_at, ch.sort_order, ch.created_at), '[]'::jsonb),
    coalesce(sum(ch.price_delta), 0)::bigint,
    coalesce(bool_or(ch.is_sold_out), false)
      or count(*) <> coalesce(cardinality(string_to_array(nullif(p_option_key, ''), '.')), 0),
    count(*)::int
  from menu_option_choices ch join menu_option_groups g on g.id = ch.group_id
  where ch.company_id = p_company and ch.id = any(string_to_array(nullif(p_option_key, ''), '.'))
$$;--> statement-breakpoint

-- A line's unit price: the item's with its options' differences, never below 0.
CREATE FUNCTION "line_price_v1"(p_item_price bigint, p_delta bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  select greatest(0, p_item_price + p_delta)
$$;--> statement-breakpoint

-- The problems of picking the choices of `p_option_key` for an item: one row per problem (`kind`
-- unknown | soldOut | count, the group or choice name, the count and the group's rule), none when
-- the pick is good. `o` orders them: unknown choices first, then sold-out ones, then the groups in
-- their order. Plain SQL, so it is inlined into the statement that uses it.
CREATE FUNCTION "choice_problems_v1"(p_company text, p_item text, p_option_key text)
RETURNS TABLE (o int, kind text, name text, n int, min int, max int) LANGUAGE sql STABLE AS $$
  with wanted as (select unnest(string_to_array(nullif(p_option_key, ''), '.')) as id),
  chosen as (
    select ch.id, ch.name, ch.is_sold_out, ch.group_id from menu_option_choices ch
    join menu_option_groups g on g.id = ch.group_id and g.company_id = p_company and g.item_id = p_item
    where ch.company_id = p_company and ch.id in (select id from wanted)
  )
  select 0, 'unknown', null::text, 0, 0, 0 where (select count(*) from chosen) <> (select count(*) from wanted)
  union all select 1, 'soldOut', c.name, 0, 0, 0 from chosen c where c.is_sold_out
  union all select 2 + g.sort_order, 'count', g.name, count(c.id)::int, g.min_choices, g.max_choices
    from menu_option_groups g left join chosen c on c.group_id = g.id
    where g.company_id = p_company and g.item_id = p_item
    group by g.id having count(c.id) < g.min_choices or count(c.id) > g.max_choices
$$;--> statement-breakpoint

-- A seat's shared cart as the API shows it (Cart of src/core/api-types-ordering.ts): the GET, the
-- answer of every change and the seat's `cart.changed` event all take it from here. Current menu
-- names and prices with the options' differences, never the browser's; a line whose choice is
-- sold out or gone shows as sold out. A line's id is cartLineId of src/core/item-options.ts.
CREATE FUNCTION "cart_view_v1"(p_company text, p_seat text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
begin
  return (
    select jsonb_build_object(
      'items', coalesce(jsonb_agg(jsonb_build_object(
          'id', l.item_id || case when l.option_key = '' then '' else '~' || l.option_key end,
          'itemId', m.id, 'optionKey', l.option_key, 'options', o.options, 'name', m.name,
          'price', line_price_v1(m.price, o.delta), 'imageUrl', '/api/public/files/' || m.image_file_id,
          'isSoldOut', m.is_sold_out or o.unavailable, 'quantity', l.quantity, 'addedAt', l.added_at)
        order by l.added_at, l.item_id, l.option_key), '[]'::jsonb),
      'totalAmount', coalesce(sum(line_price_v1(m.price, o.delta) * l.quantity), 0)::bigint)
    from cart_items l join menu_items m on m.id = l.item_id
      cross join lateral line_options_v1(p_company, l.option_key) o
    where l.company_id = p_company and l.seat_id = p_seat
  );
end $$;--> statement-breakpoint

-- An order as the API shows it (Order of src/core/contracts/orders.ts; `createdAt` in ms): the
-- answer of placing it and the company stream's `order.created` are both this.
CREATE FUNCTION "order_view_v1"(p_order orders) RETURNS jsonb LANGUAGE sql STABLE AS $$
  select jsonb_build_object('id', p_order.id, 'orderNo', p_order.order_no, 'seatId', p_order.seat_id,
    'seatName', p_order.seat_name, 'items', p_order.items, 'totalAmount', p_order.total_amount, 'note', p_order.note,
    'status', p_order.status, 'createdAt', p_order.created_at_ms)
$$;--> statement-breakpoint

-- Appends live events (a JSON array of {topic, type, data}) in the caller's transaction and queues
-- the NOTIFY; answers the last id. Call it once, last, with all of the transaction's events:
-- bumping the company's counter row-locks it until commit, so the company's event ids become
-- visible strictly in order, and coming last holds that lock only for the insert, the NOTIFY and
-- the commit. The payload is `{company}:{lastId}`, followed by `:{the events as a JSON array}` when
-- that fits under PostgreSQL's 8000-byte limit: then no instance reads them back (realtime/bus.ts).
CREATE FUNCTION "publish_events_v1"(p_company text, p_events jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
declare
  v_n int := jsonb_array_length(p_events);
  v_last bigint;
  v_rows text;
begin
  if v_n = 0 then
    return null;
  end if;
  insert into event_counters as c (company_id, last_id) values (p_company, v_n)
    on conflict (company_id) do update set last_id = c.last_id + v_n
    returning c.last_id into v_last;
  with written as (
    insert into events (company_id, id, topic, type, data)
    select p_company, v_last - v_n + e.i, e.event ->> 'topic', e.event ->> 'type', coalesce(e.event -> 'data', '{}'::jsonb)
    from jsonb_array_elements(p_events) with ordinality as e(event, i)
    returning id, topic, type, data
  )
  select jsonb_agg(jsonb_build_object('id', w.id, 'topic', w.topic, 'type', w.type, 'data', w.data) order by w.id)::text
  into v_rows from written w;
  perform pg_notify('kanri_events', p_company || ':' || v_last
    || case when octet_length(v_rows) <= 7800 then ':' || v_rows else '' end);
  return v_last;
end $$;--> statement-breakpoint

-- The staff devices to push a new order to: the company's devices refreshed within 30 days whose
-- session still stands, of active members who may open 注文確認 (its flag `quote`, areaByKey('orders')
-- of src/core/permissions.ts). Devices left out are deleted by the hourly prunePushDevices.
CREATE FUNCTION "push_devices_v1"(p_company text, p_now timestamptz)
RETURNS TABLE (id text, endpoint text, p256dh text, auth text) LANGUAGE sql STABLE AS $$
  select s.id, s.endpoint, s.p256dh, s.auth
  from push_subscriptions s
    join sessions se on se.id = s.session_id and se.user_id = s.user_id
    join users u on u.id = s.user_id
  where s.company_id = p_company and s.refreshed_at >= p_now - interval '720 hours' and se.expires_at > p_now
    and u.company_id = p_company and u.is_active and not u.is_manager
    and coalesce((u.permissions ->> 'quote')::boolean, false)
$$;--> statement-breakpoint

-- Places an order of a seat, whoever orders. `p_source` says where its lines come from:
-- {"kind": "cart", "token": …} takes the seat's shared cart behind the diner's token (and empties
-- it); {"kind": "entered", "lines": [{"itemId", "optionKey", "quantity"}]} takes a member's 代理注文
-- (the cart is left alone). The seat is locked first, so the orders of one seat are placed one
-- after another: each statement below sees what an order this one waited for committed.
--
-- Answers {"outcome": …}: the first reason nothing was placed, in the order of the checks below,
-- or "placed" with the order and the staff devices to push it to. place-seat-order.ts turns the
-- reasons into the Japanese refusals. The order number is the time in ms, above the seat's last
-- order; a unique violation (23505) is left to the caller to retry.
CREATE FUNCTION "place_order_v1"(p_company text, p_seat text, p_source jsonb, p_note text, p_request_key text, p_now_ms bigint)
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

  insert into orders (id, company_id, seat_id, order_no, seat_name, items, total_amount, note, request_key, created_at_ms)
  select gen_random_uuid()::text, p_company, v_seat.id, numbered.next_no::text, v_seat.name, v_items, v_total, p_note, p_request_key,
    numbered.next_no
  from (select greatest(p_now_ms, coalesce(max(o.created_at_ms), 0) + 1) as next_no from orders o where o.seat_id = p_seat) numbered
  returning * into v_order;
  v_view := order_view_v1(v_order);

  -- The seat's phones see the cart as the order left it; a member's order leaves the cart as it was.
  if v_is_cart then
    v_events := jsonb_build_array(jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'cart.changed',
      'data', jsonb_build_object('cart', cart_view_v1(p_company, p_seat))));
  end if;
  perform publish_events_v1(p_company, v_events || jsonb_build_array(
    jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'order.created', 'data', jsonb_build_object('id', v_order.id)),
    jsonb_build_object('topic', 'company', 'type', 'order.created', 'data', v_view)));

  return jsonb_build_object('outcome', 'placed', 'order', v_view, 'pushDevices', (
    select coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb)
    from push_devices_v1(p_company, timestamptz 'epoch' + p_now_ms * interval '1 millisecond') d
  ));
end $$;--> statement-breakpoint

-- Adds `p_quantity` of an item with the choices of `p_option_key` to a seat's shared cart (the
-- line's quantity grows, up to `p_max_quantity`, and its time becomes now), writes the seat's
-- `cart.changed` with the cart and answers {"outcome": "added", "cart": …}; or the first reason
-- nothing was added, in the order of the checks below (cart.ts turns them into Japanese).
CREATE FUNCTION "add_to_cart_v1"(p_company text, p_seat text, p_token text, p_item text, p_option_key text, p_quantity int,
  p_max_quantity int, p_now_ms bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
declare
  v_item record;
  v_problem jsonb;
  v_cart jsonb;
begin
  perform 1 from seats s where s.id = p_seat and s.company_id = p_company and is_diner_seat_v1(s, p_token);
  if not found then
    return jsonb_build_object('outcome', 'noSeat');
  end if;
  select m.name, m.is_sold_out into v_item from menu_items m where m.company_id = p_company and m.id = p_item;
  if not found then
    return jsonb_build_object('outcome', 'noItem');
  end if;
  if ordering_closed_v1(p_company, p_now_ms, 'diner') then
    return jsonb_build_object('outcome', 'closed');
  end if;
  if v_item.is_sold_out then
    return jsonb_build_object('outcome', 'soldOut', 'name', v_item.name);
  end if;
  select to_jsonb(x) into v_problem from choice_problems_v1(p_company, p_item, p_option_key) x order by x.o, x.name limit 1;
  if v_problem is not null then
    return jsonb_build_object('outcome', 'choiceProblem', 'problem', v_problem);
  end if;

  insert into cart_items as c (company_id, seat_id, item_id, option_key, quantity, added_at)
  values (p_company, p_seat, p_item, p_option_key, p_quantity, p_now_ms)
  on conflict (seat_id, item_id, option_key) do update
    set quantity = least(c.quantity + excluded.quantity, p_max_quantity), added_at = excluded.added_at;
  v_cart := cart_view_v1(p_company, p_seat);
  perform publish_events_v1(p_company, jsonb_build_array(
    jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'cart.changed', 'data', jsonb_build_object('cart', v_cart))));
  return jsonb_build_object('outcome', 'added', 'cart', v_cart);
end $$;
