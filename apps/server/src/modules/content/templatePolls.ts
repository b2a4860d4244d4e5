// A template's poll (which zodiac sign comes next): one poll per template and turn on sale, made on
// first use; it closes when that turn is drawn. The view counts the votes per option on top of a
// seeded base and says what the player chose.
import type { TemplatePoll } from '@jinli/contract';
import { ZODIAC_SIGNS } from '@jinli/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentTemplate, lotteryDraw, templatePoll, templateVote } from '../../db/schema';
import { hashText } from './random';
import type { TemplateRow } from './templateBuilder';
import { findTemplate, refuse, TEMPLATE_TEXT, type TemplateServiceDeps } from './templateContext';

export type PollRow = typeof templatePoll.$inferSelect;

/** Poll options: the twelve zodiac signs, ids 1-12. */
export const POLL_OPTIONS = ZODIAC_SIGNS.map((sign, i) => ({ id: i + 1, text: sign }));

/** The poll of a template for the turn on sale (created on first use). */
export async function currentPoll(
  { db, lottery, turns, now }: TemplateServiceDeps,
  template: TemplateRow,
): Promise<PollRow> {
  if (!template.hasPoll) throw refuse(TEMPLATE_TEXT.noPoll);
  const game = await lottery.game(template.gameId);
  const { current } = await turns(game, 0, now());
  await db
    .insert(templatePoll)
    .values({ templateId: template.id, gameTurn: current.turnNum })
    .onConflictDoNothing();
  const [poll] = await db
    .select()
    .from(templatePoll)
    .where(
      and(eq(templatePoll.templateId, template.id), eq(templatePoll.gameTurn, current.turnNum)),
    );
  if (!poll) throw new Error('poll vanished');
  return poll;
}

/** The poll as `userId` sees it: the counts, the player's choice, open until its turn is drawn. */
export async function pollView(
  db: Db,
  poll: PollRow,
  userId: number | undefined,
): Promise<TemplatePoll> {
  const votes = await db
    .select({ optionId: templateVote.optionId, value: count() })
    .from(templateVote)
    .where(eq(templateVote.pollId, poll.id))
    .groupBy(templateVote.optionId);
  const byOption = new Map(votes.map((v) => [v.optionId, v.value]));
  let optionId = 0;
  if (userId !== undefined) {
    const [mine] = await db
      .select({ optionId: templateVote.optionId })
      .from(templateVote)
      .where(and(eq(templateVote.pollId, poll.id), eq(templateVote.userId, userId)));
    optionId = mine?.optionId ?? 0;
  }
  const [drawn] = await db
    .select({ id: lotteryDraw.id })
    .from(lotteryDraw)
    .innerJoin(contentTemplate, eq(contentTemplate.gameId, lotteryDraw.gameId))
    .where(and(eq(contentTemplate.id, poll.templateId), eq(lotteryDraw.turnNum, poll.gameTurn)));
  return {
    id: poll.id,
    templateId: poll.templateId,
    gameTurn: poll.gameTurn,
    pollStatus: drawn ? 0 : 1,
    optionId,
    pollOptions: POLL_OPTIONS.map((o) => ({
      option_id: o.id,
      option_text: o.text,
      // A seeded base per poll and option, so a fresh poll does not start at zero.
      option_value: hashText(`poll:${poll.templateId}:${poll.gameTurn}:${o.id}`) % 40,
      option_vote: byOption.get(o.id) ?? 0,
    })),
  };
}

/** The poll of the turn on sale of a company's template. */
export async function readPoll(
  deps: TemplateServiceDeps,
  companyId: number,
  templateId: number,
  userId?: number,
): Promise<TemplatePoll> {
  const poll = await currentPoll(deps, await findTemplate(deps.db, companyId, templateId));
  return pollView(deps.db, poll, userId);
}
