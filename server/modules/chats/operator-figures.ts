/**
 * Operator figures (issue "Back office" §4): messages written as fictional profiles and response
 * times per operator, computed in SQL over `messages` (index `messages_operator_idx` on
 * operator_id, created_at). Owner-API of the chats module for `server/modules/operators`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/chats.ts';

/** The time zone whose calendar days the figures use (the business is Dutch). */
export const FIGURES_TIME_ZONE = 'Europe/Amsterdam';

/** One operator's work on one day (`day` `YYYY-MM-DD`) or in the whole period (`day` null). */
export interface OperatorFigures {
  operatorId: number;
  day: string | null;
  /** Messages written as a fictional profile. */
  messages: number;
  /** Distinct conversations those messages went to. */
  conversations: number;
  /**
   * Seconds from the member's message to the answer: for each answer, from the member's first
   * message since the profile's previous message; answers that follow another profile message
   * with no member message between count as messages but have no response time. Null when no
   * answer in the group has one.
   */
  medianResponseS: number | null;
  averageResponseS: number | null;
}

/**
 * The operator figures of the calendar days `from` to `to` (both `YYYY-MM-DD`, inclusive, in
 * `FIGURES_TIME_ZONE`), per operator and, with `perDay`, per day; ordered by operator id and day.
 * One query.
 */
export async function operatorFigures(
  db: Db,
  range: { from: string; to: string; perDay: boolean },
): Promise<OperatorFigures[]> {
  const day = range.perDay
    ? sql`to_char((a.created_at at time zone ${FIGURES_TIME_ZONE})::date, 'YYYY-MM-DD')`
    : sql`null::text`;
  const result = (await db.execute(sql`
    with answers as (
      select m.operator_id, m.conversation_id, m.created_at,
             extract(epoch from m.created_at - (
               select min(x.created_at) from ${messages} x
                where x.conversation_id = m.conversation_id and x.sender_id = m.recipient_id
                  and x.id < m.id
                  and x.id > coalesce((select max(y.id) from ${messages} y
                                        where y.conversation_id = m.conversation_id
                                          and y.sender_id = m.sender_id and y.id < m.id), 0)
             ))::float8 as response_s
        from ${messages} m
       where m.operator_id is not null
         and m.created_at >= (${range.from}::date)::timestamp at time zone ${FIGURES_TIME_ZONE}
         and m.created_at < (${range.to}::date + 1)::timestamp at time zone ${FIGURES_TIME_ZONE}
    )
    select a.operator_id, ${day} as day, count(*)::int as messages,
           count(distinct a.conversation_id)::int as conversations,
           percentile_cont(0.5) within group (order by a.response_s) as median_s,
           avg(a.response_s)::float8 as average_s
      from answers a
     group by 1, 2
     order by 1, 2`)) as unknown as { rows: Array<Record<string, unknown>> };
  const seconds = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
  return result.rows.map((r) => ({
    operatorId: Number(r.operator_id),
    day: (r.day as string | null) ?? null,
    messages: Number(r.messages),
    conversations: Number(r.conversations),
    medianResponseS: seconds(r.median_s),
    averageResponseS: seconds(r.average_s),
  }));
}
