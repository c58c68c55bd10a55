/** A part as the data layer returns it, and where the part form renders, for the parts screens' tests. */
import { createElement } from 'react';
import type { RenderOptions } from '../../test/render';
import type { Part } from '../../types/parts';

/** An active accessory in stock, priced in both currencies. */
export function partFixture(overrides: Partial<Part> = {}): Part {
  return {
    id: 'CS-9010',
    partNumber: 'CS-9010',
    name: 'Ratchet Strap',
    category: 'accessories',
    description: '2 in. strap.',
    unit: 'each',
    priceCAD: 24.5,
    priceUSD: 18,
    stock: 40,
    active: true,
    ...overrides,
  };
}

/** The part form at `path`: the add page, or the edit page of a part (`/admin/parts/edit/<id>`). */
export function partFormAt(path: string): RenderOptions {
  return {
    path,
    route: path.includes('/edit/') ? '/admin/parts/edit/:id' : '/admin/parts/add',
    otherRoutes: { '/admin/parts': createElement('p', null, 'Parts list') },
  };
}
