/**
 * A stored point in time as the portal reads it. Firestore Timestamps (web SDK and Admin SDK alike) have this
 * shape, so the domain types need no Firestore SDK.
 */
export interface DateStamp {
  toDate(): Date;
  toMillis(): number;
}
