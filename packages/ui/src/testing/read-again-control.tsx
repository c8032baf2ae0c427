import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button } from '../primitives/Button';

/**
 * A story's control that reads `queryKey` again in the story's cache, as coming back to the window
 * does: for a story where the server changes (its month turns, an outage begins) under an open page.
 */
export function ReadAgainControl({ queryKey, label }: { queryKey: QueryKey; label: string }) {
  const queryClient = useQueryClient();
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => void queryClient.invalidateQueries({ queryKey })}
    >
      {label}
    </Button>
  );
}
