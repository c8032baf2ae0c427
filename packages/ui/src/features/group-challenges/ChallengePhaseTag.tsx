import { Tag } from '../../primitives/Tag';

/** A challenge whose last day is over, on its card and on its page. */
export const CHALLENGE_COMPLETED = 'Completed';

/** A challenge whose first day has not come yet, on its card and on its page. */
export const CHALLENGE_UPCOMING = 'Upcoming';

/** 'Completed', in the tone of something achieved. */
export function ChallengeCompletedTag() {
  return (
    <Tag tone="success" size="sm">
      {CHALLENGE_COMPLETED}
    </Tag>
  );
}

/** 'Upcoming', in the cool tone of a status in time, not the warm one of an action. */
export function ChallengeUpcomingTag() {
  return (
    <Tag tone="info" size="sm">
      {CHALLENGE_UPCOMING}
    </Tag>
  );
}
