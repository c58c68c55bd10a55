/** Collection `parts`: the parts catalogue dealers order from (spec section 3). */
import type { PartsCategory } from '../reference/parts';

export interface Part {
  id: string;
  partNumber: string;
  name: string;
  category: PartsCategory;
  description: string;
  /** What one unit is, e.g. 'each', 'box of 100'. */
  unit: string;
  /** Price of one unit for Canadian-dollar companies. */
  priceCAD: number;
  /** Price of one unit for US-dollar companies. */
  priceUSD: number;
  stock: number;
  /** Inactive parts stay in the catalogue for old orders but cannot be ordered. */
  active: boolean;
}
