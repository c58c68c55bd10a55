import { isOrderType, type OrderType } from '../../../reference/orders';

export interface OrderFormPath {
  mode: 'new' | 'edit';
  type: OrderType;
  id: string | null;
}

/** '/orders/edit/cover/12' -> { mode: 'edit', type: 'cover', id: '12' }; null for a path the form does not serve. */
export function parseOrderFormPath(pathname: string, id: string | null): OrderFormPath | null {
  const match = /^\/orders\/(new|edit)\/([a-z]+)(?:\/|$)/.exec(pathname);
  if (!match || !isOrderType(match[2])) return null;
  const mode = match[1] as 'new' | 'edit';
  // VP orders have no edit route; edits always name their order.
  if (mode === 'edit' && (match[2] === 'vp' || !id)) return null;
  return { mode, type: match[2], id };
}
