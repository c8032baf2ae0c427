import { useEffect } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';

/** Every admin failure also goes to the error-reporting call (once per failure). */
export function useReportFailure(error: unknown) {
  const client = useApiClient();
  useEffect(() => {
    if (error) void client.errors.report(error);
  }, [client, error]);
}
