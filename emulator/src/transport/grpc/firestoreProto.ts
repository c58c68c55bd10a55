/**
 * The Firestore v1 protobuf schema, loaded from the descriptor that @google-cloud/firestore ships
 * (the same one firebase-admin speaks), and the service's methods built from it.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import protobuf from 'protobufjs';
import type { Method, Root, Service, Type } from 'protobufjs';
import { warn } from '../../log.js';
import { decodeToProtoJson, encodeProtoJson } from '../protoJson.js';
import type { MessageCodec } from './serverCall.js';

const SERVICE_NAME = 'google.firestore.v1.Firestore';

let root: Root | undefined;

/** The resolved schema (google.firestore.v1 and everything it imports). */
function firestoreRoot(): Root {
  if (!root) {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve('@google-cloud/firestore/package.json');
    const descriptor: unknown = JSON.parse(readFileSync(join(dirname(pkg), 'build/protos/v1.json'), 'utf8'));
    root = protobuf.Root.fromJSON(descriptor as protobuf.INamespace);
    addVerifyWrite(root);
    root.resolveAll();
  }
  return root;
}

/**
 * The web SDK's transactions send `verify` writes (field 5 of Write's `operation`) for documents they only
 * read; the public descriptor leaves that field out, so without it those writes would arrive empty.
 */
function addVerifyWrite(schema: Root): void {
  const write = schema.lookupType('google.firestore.v1.Write');
  if (!write.fields.verify) write.oneofs.operation.add(new protobuf.Field('verify', 5, 'string'));
}

/** A message type by its full name, e.g. `google.firestore.v1.Document`. */
export function messageType(fullName: string): Type {
  return firestoreRoot().lookupType(fullName);
}

/** A request that could not be decoded; handlers answer it with INVALID_ARGUMENT instead of crashing. */
export class MalformedMessage {
  constructor(readonly reason: string) {}
}

/** A method of the service: its name, its path, and its messages as proto3 JSON. */
export interface MethodDefinition extends MessageCodec {
  path: string;
  name: string;
}

/**
 * `checkRequest` sees every decoded request (as proto3 JSON) and throws to refuse it; the call then
 * gets INVALID_ARGUMENT with the error's message.
 */
export function firestoreMethods(checkRequest: RequestCheck = () => {}): MethodDefinition[] {
  const service: Service = firestoreRoot().lookupService(SERVICE_NAME);
  return service.methodsArray.map((method) => {
    method.resolve();
    return methodDefinition(method, checkRequest);
  });
}

export type RequestCheck = (type: Type, json: unknown) => void;

function methodDefinition(method: Method, checkRequest: RequestCheck): MethodDefinition {
  const requestType = method.resolvedRequestType as Type;
  const responseType = method.resolvedResponseType as Type;
  return {
    path: `/${SERVICE_NAME}/${method.name}`,
    name: method.name,
    decodeRequest: (bytes) => decodeRequest(requestType, bytes, checkRequest),
    encodeResponse: (value) => encodeResponse(responseType, value),
  };
}

function encodeResponse(type: Type, value: unknown): Uint8Array {
  try {
    return encodeProtoJson(type, value);
  } catch (err) {
    // The call ends INTERNAL; keep the reason visible here too.
    warn('grpc', `cannot encode ${type.name}: ${err instanceof Error ? err.message : String(err)}`);
    throw err;
  }
}

function decodeOrMark(type: Type, bytes: Buffer): unknown {
  try {
    return decodeToProtoJson(type, bytes);
  } catch (err) {
    // protobufjs decodes recursively: a message nested past the stack's depth fails here, not later.
    const reason = err instanceof RangeError ? 'message nested too deeply' : err instanceof Error ? err.message : String(err);
    return new MalformedMessage(`Invalid ${type.name}: ${reason}`);
  }
}

function decodeRequest(type: Type, bytes: Buffer, checkRequest: RequestCheck): unknown {
  const json = decodeOrMark(type, bytes);
  if (json instanceof MalformedMessage) return json;
  try {
    checkRequest(type, json);
    return json;
  } catch (err) {
    return new MalformedMessage(err instanceof Error ? err.message : String(err));
  }
}
