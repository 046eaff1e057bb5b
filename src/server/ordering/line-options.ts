import { type SQL, sql } from 'drizzle-orm';
import { groupCountMessage, unknownChoiceMessage } from '@/core/item-options';
import { menuOptionChoices, menuOptionGroups } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * The options of a cart line, for a statement: a lateral subquery over the line's option key
 * (`keyExpr`, the chosen ids joined by '.') giving `options` (group, name, priceDelta in the
 * groups' and choices' order), `delta` (their price differences), `unavailable` (a choice sold
 * out, or gone from the menu since it was picked) and `n` (how many were found). Prices and
 * names are the menu's current ones, like the item's own.
 */
export function lineOptionsSql(companyId: string, keyExpr: SQL): SQL {
  return sql`lateral (
    select coalesce(jsonb_agg(jsonb_build_object('group', g.name, 'name', ch.name, 'priceDelta', ch.price_delta)
        order by g.sort_order, g.created_at, ch.sort_order, ch.created_at), '[]'::jsonb) as options,
      coalesce(sum(ch.price_delta), 0)::bigint as delta,
      coalesce(bool_or(ch.is_sold_out), false) or count(*) <> coalesce(cardinality(string_to_array(nullif(${keyExpr}, ''), '.')), 0) as unavailable,
      count(*)::int as n
    from ${menuOptionChoices} ch join ${menuOptionGroups} g on g.id = ch.group_id
    where ch.company_id = ${companyId} and ch.id = any(string_to_array(nullif(${keyExpr}, ''), '.'))
  )`;
}

/** A line's unit price: the item's with its options' differences, never below 0. */
export const linePriceSql = (itemPrice: SQL, delta: SQL) => sql`greatest(0, ${itemPrice} + ${delta})`;

/** A cart line's id as the API gives it (cartLineId of src/core/item-options). */
export const lineIdSql = (itemId: SQL, key: SQL) => sql`(${itemId} || case when ${key} = '' then '' else '~' || ${key} end)`;

/**
 * The problems of picking `key`'s choices for an item, for a statement: one row per problem
 * (`kind` unknown | soldOut | count, the group or choice name, the count and the group's rule),
 * none when the pick is good. Checked in the same statement that writes the line; `item` and
 * `key` may be a line's columns (used as a lateral subquery over an order's lines).
 */
export function choiceProblemsSql(companyId: string, item: SQL, key: SQL): SQL {
  return sql`with wanted as (select unnest(string_to_array(nullif(${key}, ''), '.')) as id),
    chosen as (
      select ch.id, ch.name, ch.is_sold_out, ch.group_id from ${menuOptionChoices} ch
      join ${menuOptionGroups} g on g.id = ch.group_id and g.company_id = ${companyId} and g.item_id = ${item}
      where ch.company_id = ${companyId} and ch.id in (select id from wanted)
    )
    select 0 as o, 'unknown' as kind, null::text as name, 0 as n, 0 as min, 0 as max
      where (select count(*) from chosen) <> (select count(*) from wanted)
    union all select 1, 'soldOut', name, 0, 0, 0 from chosen where is_sold_out
    union all select 2 + g.sort_order, 'count', g.name, count(c.id)::int, g.min_choices, g.max_choices
      from ${menuOptionGroups} g left join chosen c on c.group_id = g.id
      where g.company_id = ${companyId} and g.item_id = ${item}
      group by g.id having count(c.id) < g.min_choices or count(c.id) > g.max_choices`;
}

/** A row of choiceProblemsSql. */
export type ChoiceProblem = { kind: 'unknown' | 'soldOut' | 'count'; name: string | null; n: number; min: number; max: number };

/** The Japanese refusal of a pick, as the diner's cart and 代理注文 say it. */
export function choiceProblemError(problem: ChoiceProblem, itemName?: string): AppError {
  const about = (message: string) => (itemName ? `${itemName}: ${message}` : message);
  if (problem.kind === 'soldOut') return new AppError(409, 'SOLD_OUT', about(`「${problem.name}」は売り切れです`));
  const message =
    problem.kind === 'count'
      ? groupCountMessage({ name: problem.name ?? '', minChoices: problem.min, maxChoices: problem.max }, problem.n)
      : null;
  return new AppError(400, 'INVALID_OPTIONS', about(message ?? unknownChoiceMessage));
}
