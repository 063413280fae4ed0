/**
 * Resolves in a later task: the browser may paint and answer input in between. Work that would
 * be one long task is cut at these points (total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
