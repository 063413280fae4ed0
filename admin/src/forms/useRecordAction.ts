import { type CallArgs, type Endpoint, validate } from '@waybill/shared';
import type { z } from 'zod';
import { ApiFailure, firstProblemText } from '../app/problems';
import { type EndpointMutationOptions, useEndpointMutation } from '../app/queries';
import { showFailure, showSuccess } from './toaster';

/**
 * A one-click action on one record of a list (approve a review, retry a message): the body is
 * checked with the contract's schema, sent, and the outcome said in a toast.
 */
export function useRecordAction<E extends Endpoint, S extends z.ZodType>(
  endpoint: E,
  schema: S,
  options: EndpointMutationOptions & { success: () => string },
) {
  const mutation = useEndpointMutation(endpoint, options);
  const run = async (values: z.input<S>) => {
    const checked = validate(schema, values);
    if (!checked.ok) {
      void showFailure(firstProblemText(checked.problems));
      return;
    }
    try {
      await mutation.mutateAsync({ body: checked.data } as CallArgs<E>);
      void showSuccess(options.success());
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    }
  };
  return { run, pending: mutation.isPending };
}
