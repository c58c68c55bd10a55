import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { emulatorHost, emulatorPorts, firebaseApp, useEmulators } from './app';

export const functions: Functions = getFunctions(firebaseApp);

if (useEmulators) {
  connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
}

/** Calls a callable server function (DELETEUSER, SENDSMS, SENDMAIL, ...) and returns its result data. */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const callable = httpsCallable<Req, Res>(functions, name);
  const result = await callable(data);
  return result.data;
}
