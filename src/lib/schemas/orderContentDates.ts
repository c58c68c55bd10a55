/**
 * Order content as the forms produce it: the requested date of building and VP orders is a JS Date (schemas and
 * forms stay free of Firebase); the data layer stores it as a Firestore Timestamp (Timestamp.fromDate).
 */
import type { OrderType } from '../../reference/orders';
import type { BuildingOrderDetails, OrderContent, VpOrderDetails } from '../../types/orders';

type WithDate<D> = Omit<D, 'requestedDate'> & { requestedDate: Date | null };

type DetailsWithDates = {
  parts: OrderContent<'parts'>['details'];
  cover: OrderContent<'cover'>['details'];
  building: WithDate<BuildingOrderDetails>;
  vp: WithDate<VpOrderDetails>;
};

export type OrderContentWithDates<T extends OrderType = OrderType> = {
  [K in T]: Omit<OrderContent<K>, 'details'> & { details: DetailsWithDates[K] };
}[T];
