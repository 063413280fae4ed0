/** An answer in the API's envelope, for the few the app gives on the server's behalf. */
export function envelopeResponse(status: number, error: string): Response {
  return Response.json({ status, errors: [error], data: null, message: error }, { status });
}
