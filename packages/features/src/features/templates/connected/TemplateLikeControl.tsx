// The like of a template wired to the server (spec §4): sends the opposite value; logged out, a
// tap shows 请先登录 for 2 s instead (repeated taps ignored while it shows).
import { toggledLike } from '@jinli/domain';
import { toast } from '@jinli/ui';
import { LikeButton } from '../components/LikeButton';
import { useLoginFirstTap } from '../hooks/useLoginFirstTap';
import { useTemplateLikeMutation } from '../hooks/templateQueries';
import type { Template } from '../templateTypes';

export function TemplateLikeControl({ template }: { template: Template }) {
  const like = useTemplateLikeMutation();
  const press = useLoginFirstTap(() =>
    like.mutate(
      { templateId: template.id, like: toggledLike(template.like) },
      { onError: (error) => toast.show(error.message) },
    ),
  );
  return <LikeButton like={template.like} pending={like.isPending} onPress={press} />;
}
