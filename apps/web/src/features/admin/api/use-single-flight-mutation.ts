import { useCallback, useRef } from 'react';
import { useMutation, type UseMutateFunction, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * A console call that sends at most one request at a time: a second click before the first answer
 * is dropped. The button's `disabled={isPending}` alone lets a double click through, because
 * `isPending` reaches the screen only after the click's task (the query cache tells React later), so
 * both clicks of a quick double click find the button enabled. The ref is set in the click itself.
 */
export function useSingleFlightMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;
  const mutate: UseMutateFunction<TData, Error, TVariables> = useCallback(
    (...args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      // The promise settles whatever happens to the observer (a reset, an unmount), so the lock always opens;
      // the error itself is shown from `mutation.error`.
      mutateAsync(...args)
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
        });
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
