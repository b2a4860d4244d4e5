// The zodiac poll of a period-result template wired to the server (spec §4, §5): once per user,
// an option must be chosen, logged out asks to log in; success toasts 投票成功 and shows the
// percentages.
import { voteRefusal } from '@jinli/domain';
import { toast } from '@jinli/ui';
import { PollView } from '../components/PollView';
import { useLoginFirstTap } from '../hooks/useLoginFirstTap';
import { useTemplatePoll, useTemplateVoteMutation } from '../hooks/templateQueries';
import { templateStrings } from '../strings';
import type { Template } from '../templateTypes';

export function TemplatePollControl({ template }: { template: Template }) {
  const poll = useTemplatePoll(template.id, template.hasPoll === 1);
  const vote = useTemplateVoteMutation();
  const send = useLoginFirstTap((chosen: number | null) => {
    const refusal = voteRefusal({ selectedOptionId: chosen, votedOptionId: poll.data?.optionId });
    if (refusal || chosen === null) {
      toast.show(refusal ?? templateStrings.poll.chooseFirst);
      return;
    }
    vote.mutate(
      { documentId: template.id, optionId: chosen, vote: 1 },
      {
        onSuccess: () => toast.show(templateStrings.poll.succeeded),
        onError: (error) => toast.show(error.message),
      },
    );
  });
  if (template.hasPoll !== 1 || !poll.data) return null;
  return <PollView poll={poll.data} pending={vote.isPending} onVote={send} />;
}
