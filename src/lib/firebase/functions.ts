/**
 * Calls a callable server function (DELETEUSER, SENDSMS, SENDMAIL, ...) and returns its result data. The Functions
 * SDK loads with the first call, so the screens that only may make one (the dashboard, the order lists) start
 * without it.
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const { callCallable } = await import('./functionsClient');
  return callCallable<Req, Res>(name, data);
}
