import { useCallback, useState } from 'react';

/**
 * `[send, pending]`: `send(request)` runs a request (a mutation through lib/apolloSlot's client) and `pending` is true
 * while one runs, as Apollo's `useMutation` reports `loading`; the first screen's actions use it without Apollo's hooks.
 */
export function useSending(): [<T>(request: () => Promise<T>) => Promise<T>, boolean] {
  const [running, setRunning] = useState(0);
  const send = useCallback(async <T,>(request: () => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    try {
      return await request();
    } finally {
      setRunning((n) => n - 1);
    }
  }, []);
  return [send, running > 0];
}
