import { Tag } from '../../primitives/Tag';

/** A challenge whose last day is over, on its card and on its page. */
export const CHALLENGE_COMPLETED = 'Completed';

/** 'Completed', in the tone of something achieved. */
export function ChallengeCompletedTag() {
  return (
    <Tag tone="success" size="sm">
      {CHALLENGE_COMPLETED}
    </Tag>
  );
}
