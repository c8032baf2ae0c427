import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { TextField } from '../../../primitives/TextField';
import { keptDraft, useKeptDraft } from '../../../api/kept-draft';
import { useSentMutation } from '../../../api/sent-press';
import { useServerFieldErrors } from '../../../api/useServerFieldErrors';
import { useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { feedMessages } from '../feed-messages';
import { useAddPhotoComment } from '../useAddPhotoComment';
import { usePhotoComments } from '../usePhotoComments';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import { TimeAgo } from './TimeAgo';
import * as styles from './GroupFeed.css';
import { MemberName } from '../../../primitives/MemberName';

/** The comment request's body, onto the form's one field. */
const commentRequestFields: Readonly<Record<string, 'content'>> = { content: 'content' };

export type PhotoCommentsProps = {
  groupId: number;
  photoId: number;
  /** The id of the list, for the toggle's aria-controls. */
  id: string;
  /** Closed again after the first opening: kept, but not shown. */
  hidden?: boolean;
  /** She may add a comment (default true); otherwise the comments are only read. */
  canComment?: boolean;
  /**
   * The id of the post's name: the comment form, its field and Post are described by it, so a
   * list of a page's fields or buttons tells one post's apart from the next one's.
   */
  postNameId?: string;
};

/** The draft of her comment on one post, kept while she is elsewhere in the app. */
const commentDraft = (groupId: number, photoId: number) => `comment:${groupId}:${photoId}`;

/** She began a comment on this post and left it unsent, or its answer has not come yet. */
export function commentBegun(client: QueryClient, groupId: number, photoId: number): boolean {
  const kept = keptDraft<string>(client, commentDraft(groupId, photoId));
  return kept !== undefined && kept.value.trim() !== '';
}

/**
 * One post's comments (read when first opened) and the form to add one: the trimmed text must
 * not be empty, and a failed comment keeps its text. A refusal naming the text shows under it,
 * focused, instead of the alert, until the text is edited. A comment she sent before leaving and
 * coming back is followed here as if she had never left ('Posting...' until its answer), so the
 * same words are not offered for a second press. Without `canComment` there is no form.
 */
export function PhotoComments({
  groupId,
  photoId,
  id,
  hidden = false,
  canComment = true,
  postNameId,
}: PhotoCommentsProps) {
  const comments = usePhotoComments(groupId, photoId, true);
  const commentList = useRef<HTMLUListElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // 'Try Again' brings the comments: focus goes to them (or, none yet, to the comment field),
  // not to the page's start, far above this post
  const { failure, retry } = useReadRetry(comments, undefined, {
    focusTarget: () => commentList.current ?? formRef.current?.querySelector('input'),
  });
  const addComment = useAddPhotoComment(groupId, photoId);
  // a comment begun waits here while she is elsewhere in the app, until it is sent
  const draft = commentDraft(groupId, photoId);
  const [text, setText] = useKeptDraft(draft, '');
  const [textError, setTextError] = useState<string | null>(null);
  // her last comment went in, and she has not begun another since
  const [posted, setPosted] = useState(false);
  // the press outlives the form: her words go with the comment they made, whether or not she is
  // still here; a comment she sent before leaving and coming back is followed here
  const press = useSentMutation(addComment, [draft], () => {
    setText('');
    setPosted(true);
  });
  const posting = press.pending;
  const commentFailure = press.failure;
  const server = useServerFieldErrors(commentFailure, commentRequestFields, formRef);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  // her comment joins the list above the field, pushing it down: the field keeping her focus
  // stays in the window (clear of the bars over the page), so she sees where her next words go
  useLayoutEffect(() => {
    const field = formRef.current?.querySelector('input');
    if (posted && field && document.activeElement === field) {
      field.scrollIntoView({ block: 'nearest' });
    }
  }, [posted, comments.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    setPosted(false);
    const content = text.trim();
    if (!content) {
      setTextError(feedMessages.commentRequired);
      checkStopped();
      return;
    }
    // the alert says why, from the press's state; the text stays for another try
    press.send(content);
  };

  return (
    <Stack gap="sm" id={id} hidden={hidden}>
      {failure !== null ? (
        <LoadFailure message={failure} dismissible {...retry} />
      ) : comments.data === undefined ? (
        <Skeleton label={feedMessages.loadingComments} lines={2} />
      ) : comments.data.length === 0 ? (
        <EmptyState size="compact" title={feedMessages.noComments} />
      ) : (
        <Stack
          as="ul"
          ref={commentList}
          tabIndex={-1}
          gap="sm"
          className={styles.commentList}
          aria-label="Comments"
        >
          {comments.data.map((comment) => (
            <Inline as="li" key={comment.id} gap="sm" align="flex-start" wrap={false}>
              <Avatar
                name={comment.user.name}
                src={displayablePhotoUrl(comment.user.profilePhotoUrl)}
                size="sm"
                decorative
              />
              <Stack gap="none" minWidth={0}>
                <Inline gap="xs">
                  <Text as="span" size="sm" weight="semibold" className={styles.userText}>
                    <MemberName name={comment.user.name} />
                  </Text>
                  <Text as="span" size="xs" tone="muted">
                    <TimeAgo at={comment.createdAt} />
                  </Text>
                </Inline>
                <Text size="sm" className={styles.userText} dir="auto">
                  {comment.content}
                </Text>
              </Stack>
            </Inline>
          ))}
        </Stack>
      )}
      {canComment ? (
        <form
          ref={formRef}
          onSubmit={submit}
          aria-label="Add a comment"
          aria-describedby={postNameId}
          noValidate
        >
          <Stack gap="xs">
            {commentFailure && !server.onFields ? (
              <Alert onDismiss={press.dismiss}>{commentFailure.message}</Alert>
            ) : null}
            <Inline gap="sm" align="flex-end" wrap={false}>
              <Stack gap="none" flexGrow={1} minWidth={0}>
                <TextField
                  label={feedMessages.commentLabel}
                  aria-describedby={postNameId}
                  name="comment"
                  value={text}
                  // held as sent while 'Posting...' shows: the field empties once the comment is
                  // in, so words typed meanwhile would go with neither
                  readOnly={posting}
                  error={textError ?? server.errorOf('content')}
                  onChange={(event) => {
                    setText(event.target.value);
                    setPosted(false);
                    setTextError(null);
                    server.clear('content');
                  }}
                />
              </Stack>
              <Button
                type="submit"
                variant="secondary"
                aria-describedby={postNameId}
                loading={posting}
                loadingLabel={feedMessages.posting}
              >
                {feedMessages.postComment}
              </Button>
            </Inline>
            {/*
              The field empties and keeps her focus, which says nothing of the comment: this
              polite region, in the form from the start, does.
            */}
            <p role="status" className={visuallyHidden}>
              {posted ? feedMessages.commentPosted : null}
            </p>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
