/** Mount types, subtypes, foundation providers and pocket tensioning in the reader's language (see labelOf.ts). */
import type { FoundationProvider, MountType, PocketTensioning } from '../mounts';
import { labelOf, type ReadMessage } from './labelOf';

const TYPE_MESSAGES: Record<MountType, string> = {
  'Wood Post': 'reference.mount.woodPost',
  Concrete: 'reference.mount.concrete',
  'Steel Leg': 'reference.mount.steelLeg',
};

const SUBTYPE_MESSAGES: Record<string, string> = {
  'Embedded Post': 'reference.mountSubtype.embeddedPost',
  'Post on Pier': 'reference.mountSubtype.postOnPier',
  'Post on Bracket': 'reference.mountSubtype.postOnBracket',
  'Poured Wall': 'reference.mountSubtype.pouredWall',
  'Block Wall': 'reference.mountSubtype.blockWall',
  'Precast Block': 'reference.mountSubtype.precastBlock',
  Slab: 'reference.mountSubtype.slab',
  'Leg on Pier': 'reference.mountSubtype.legOnPier',
  'Leg on Wall': 'reference.mountSubtype.legOnWall',
  'Leg on Slab': 'reference.mountSubtype.legOnSlab',
};

const PROVIDER_MESSAGES: Record<FoundationProvider, string> = {
  Calhoun: 'reference.foundationProvider.calhoun',
  Other: 'reference.foundationProvider.other',
};

const TENSIONING_MESSAGES: Record<PocketTensioning, string> = {
  Inclusive: 'reference.pocketTensioning.inclusive',
  Interior: 'reference.pocketTensioning.interior',
  'Fabric Wall': 'reference.pocketTensioning.fabricWall',
};

export function mountTypeText(type: string, t: ReadMessage): string {
  return labelOf(TYPE_MESSAGES, type, t);
}

export function mountSubtypeText(subtype: string, t: ReadMessage): string {
  return labelOf(SUBTYPE_MESSAGES, subtype, t);
}

export function foundationProviderText(provider: string, t: ReadMessage): string {
  return labelOf(PROVIDER_MESSAGES, provider, t);
}

export function pocketTensioningText(tensioning: string, t: ReadMessage): string {
  return labelOf(TENSIONING_MESSAGES, tensioning, t);
}
