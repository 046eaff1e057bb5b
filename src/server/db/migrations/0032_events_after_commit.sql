-- Live events written by the transaction, announced after it commits (decision 003).
--
-- A NOTIFY sent inside a transaction holds PostgreSQL's cluster-wide notify lock from its commit
-- record until the WAL flush: every notifying commit waits for the one before it, so on 16 cores the
-- ordering path stopped at the rate of serial fsyncs. These functions write the same events as
-- publish_events_v1, place_order_v1 and add_to_cart_v1 but send nothing: they answer the payload
-- (`{company}:{lastId}[:{events}]`, the format the v1 functions notify) and the instance announces it
-- once the transaction has committed, many at a time on a connection with synchronous_commit off
-- (realtime/announce.ts). Instances of the previous release keep calling the v1 functions; both
-- reach every instance's listener on the same channel.

-- Appends live events (a JSON array of {topic, type, data}) in the caller's transaction, as
-- publish_events_v1 does, and answers the payload to announce after commit (null for no events).
CREATE FUNCTION "record_events_v1"(p_company text, p_events jsonb) RETURNS text LANGUAGE plpgsql AS $$
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
  return p_company || ':' || v_last || case when octet_length(v_rows) <= 7800 then ':' || v_rows else '' end;
end $$;--> statement-breakpoint

-- place_order_v1 with its events recorded by record_events_v1: the answer's "note" is announced
-- by the caller after commit.
CREATE FUNCTION "place_order_v2"(p_company text, p_seat text, p_source jsonb, p_note text, p_request_key text, p_now_ms bigint)
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
  v_note := record_events_v1(p_company, v_events || jsonb_build_array(
    jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'order.created', 'data', jsonb_build_object('id', v_order.id)),
    jsonb_build_object('topic', 'company', 'type', 'order.created', 'data', v_view)));

  return jsonb_build_object('outcome', 'placed', 'order', v_view, 'note', v_note, 'pushDevices', (
    select coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb)
    from push_devices_v1(p_company, timestamptz 'epoch' + p_now_ms * interval '1 millisecond') d
  ));
end $$;--> statement-breakpoint

-- add_to_cart_v1 with its event recorded by record_events_v1 ("note", announced after commit).
CREATE FUNCTION "add_to_cart_v2"(p_company text, p_seat text, p_token text, p_item text, p_option_key text, p_quantity int,
  p_max_quantity int, p_now_ms bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
declare
  v_item record;
  v_problem jsonb;
  v_cart jsonb;
  v_note text;
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
  v_note := record_events_v1(p_company, jsonb_build_array(
    jsonb_build_object('topic', 'seat:' || p_seat, 'type', 'cart.changed', 'data', jsonb_build_object('cart', v_cart))));
  return jsonb_build_object('outcome', 'added', 'cart', v_cart, 'note', v_note);
end $$;
