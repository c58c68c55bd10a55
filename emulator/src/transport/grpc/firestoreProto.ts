/**
 * The Firestore v1 protobuf schema, loaded from the descriptor that @google-cloud/firestore ships
 * (the same one firebase-admin speaks), and the gRPC service definition built from it.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import protobuf from 'protobufjs';
import type { Method, Root, Service, Type } from 'protobufjs';
import { warn } from '../../log.js';
import { decodeToProtoJson, encodeProtoJson } from '../protoJson.js';

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

/** Method definitions in grpc-js's `ServiceDefinition` shape, (de)serializing straight to proto3 JSON. */
export interface JsonMethodDefinition {
  path: string;
  originalName: string;
  requestStream: boolean;
  responseStream: boolean;
  requestSerialize: (value: unknown) => Buffer;
  requestDeserialize: (bytes: Buffer) => unknown;
  responseSerialize: (value: unknown) => Buffer;
  responseDeserialize: (bytes: Buffer) => unknown;
}

/**
 * `checkRequest` sees every decoded request (as proto3 JSON) and throws to refuse it; the call then
 * gets INVALID_ARGUMENT with the error's message.
 */
export function firestoreServiceDefinition(checkRequest: RequestCheck = () => {}): Record<string, JsonMethodDefinition> {
  const service: Service = firestoreRoot().lookupService(SERVICE_NAME);
  const definition: Record<string, JsonMethodDefinition> = {};
  for (const method of service.methodsArray) {
    method.resolve();
    definition[method.name] = methodDefinition(method, checkRequest);
  }
  return definition;
}

export type RequestCheck = (type: Type, json: unknown) => void;

function methodDefinition(method: Method, checkRequest: RequestCheck): JsonMethodDefinition {
  const requestType = method.resolvedRequestType as Type;
  const responseType = method.resolvedResponseType as Type;
  return {
    path: `/${SERVICE_NAME}/${method.name}`,
    originalName: method.name,
    requestStream: !!method.requestStream,
    responseStream: !!method.responseStream,
    requestSerialize: (value) => Buffer.from(encodeProtoJson(requestType, value)),
    requestDeserialize: (bytes) => decodeRequest(requestType, bytes, checkRequest),
    responseSerialize: (value) => encodeResponse(responseType, value),
    responseDeserialize: (bytes) => decodeOrMark(responseType, bytes),
  };
}

function encodeResponse(type: Type, value: unknown): Buffer {
  try {
    return Buffer.from(encodeProtoJson(type, value));
  } catch (err) {
    // grpc-js turns this into INTERNAL without details; keep the reason visible.
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
