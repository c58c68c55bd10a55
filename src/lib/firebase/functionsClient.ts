import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { emulatorHost, emulatorPorts, firebaseApp, useEmulators } from './app';

/** Loaded by callFunction (functions.ts) on the first call, with the Functions SDK. */
export const functions: Functions = getFunctions(firebaseApp);

if (useEmulators) {
  connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
}

export async function callCallable<Req, Res>(name: string, data: Req): Promise<Res> {
  const callable = httpsCallable<Req, Res>(functions, name);
  const result = await callable(data);
  return result.data;
}
