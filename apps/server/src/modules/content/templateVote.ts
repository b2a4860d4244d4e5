// A player's vote in a template's poll: one per poll and player, while the poll is open.
import type { TemplatePoll } from '@jinli/contract';
import { templateVote } from '../../db/schema';
import { findTemplate, refuse, TEMPLATE_TEXT, type TemplateServiceDeps } from './templateContext';
import { currentPoll, POLL_OPTIONS, pollView } from './templatePolls';

export async function voteInPoll(
  deps: TemplateServiceDeps,
  companyId: number,
  userId: number,
  templateId: number,
  optionId: number,
): Promise<TemplatePoll> {
  const { db } = deps;
  const poll = await currentPoll(deps, await findTemplate(db, companyId, templateId));
  if (!POLL_OPTIONS.some((o) => o.id === optionId)) throw refuse(TEMPLATE_TEXT.optionMissing);
  const view = await pollView(db, poll, userId);
  if (view.optionId !== 0) throw refuse(TEMPLATE_TEXT.alreadyVoted);
  if (view.pollStatus === 0) throw refuse(TEMPLATE_TEXT.pollClosed);
  // The primary key (poll, user) keeps it to one vote even when two requests race.
  const written = await db
    .insert(templateVote)
    .values({ pollId: poll.id, userId, optionId })
    .onConflictDoNothing()
    .returning({ optionId: templateVote.optionId });
  if (!written.length) throw refuse(TEMPLATE_TEXT.alreadyVoted);
  return pollView(db, poll, userId);
}
