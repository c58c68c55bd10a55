/**
 * Cover colours, styles and fabric drops in the reader's language (see labelOf.ts). Fabric names ('Elite FR',
 * 'NON-FR', 'PVC') are the manufacturer's product names and stay as they are.
 */
import { CUSTOM_FABRIC_DROP, SAME_AS_MAIN_COVER, type CoverStyle, type FabricColour } from '../fabrics';
import { labelOf, type ReadMessage } from './labelOf';

const COLOUR_MESSAGES: Record<FabricColour, string> = {
  White: 'reference.colour.white',
  Blue: 'reference.colour.blue',
  Green: 'reference.colour.green',
  Silver: 'reference.colour.silver',
  Tan: 'reference.colour.tan',
  Black: 'reference.colour.black',
  Brown: 'reference.colour.brown',
  Red: 'reference.colour.red',
};

const STYLE_MESSAGES: Record<CoverStyle, string> = {
  'Bag Cover': 'reference.coverStyle.bagCover',
  '2+ PCS Bag Keder Joint': 'reference.coverStyle.bagKederJoint',
  '2+ PCS Bag Overlap': 'reference.coverStyle.bagOverlap',
  'Keder Panel System': 'reference.coverStyle.kederPanelSystem',
  Custom: 'reference.coverStyle.custom',
};

/** 'Blue' -> 'Blue', 'Bleu'. */
export function fabricColourText(colour: string, t: ReadMessage): string {
  return labelOf(COLOUR_MESSAGES, colour, t);
}

/** A trim colour: 'FR - Blue' -> 'FR - Bleu' (the fabric stays), or 'Same as main cover' in words. */
export function coverColourText(colour: string, t: ReadMessage): string {
  if (colour === SAME_AS_MAIN_COVER) return t('reference.colour.sameAsMainCover');
  const separator = colour.lastIndexOf(' - ');
  if (separator < 0) return fabricColourText(colour, t);
  return `${colour.slice(0, separator)} - ${fabricColourText(colour.slice(separator + 3), t)}`;
}

export function coverStyleText(style: string, t: ReadMessage): string {
  return labelOf(STYLE_MESSAGES, style, t);
}

/** Drops are measures (3', 12'), which read the same in both languages; 'Custom' is a word. */
export function fabricDropText(drop: string, t: ReadMessage): string {
  return drop === CUSTOM_FABRIC_DROP ? t('reference.fabricDrop.custom') : drop;
}
