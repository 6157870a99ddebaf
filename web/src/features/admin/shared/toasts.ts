import { useCallback } from 'react';
import { serverMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';

/** The failure toast of spec §8: a fixed title and the server's message, else the fallback. */
export function useFailureToast() {
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown, fallback: string) =>
      toast({ title, description: serverMessage(error, fallback), variant: 'destructive' }),
    [toast],
  );
}
